// libical (Debian's libical.a, built with ICU) runs every recurrence rule
// through ICU's calendar: sixteen C functions, named with the system ICU's
// version suffix (`ucal_open_72`). Loading the system ICU for them costs
// every start three shared libraries, about 13,000 symbol bindings and 4 MB
// of memory, while the Swift runtime's Foundation already carries an ICU of
// its own with the same C API, under a `swift_` prefix. These definitions
// answer libical's calls with that one.
//
// The system headers give the exact prototypes and the version suffix (a
// mismatch fails to compile); the calls go to Foundation's ICU, whose
// functions take the same arguments.

#include <unicode/ucal.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>
#include <unicode/uvernum.h>

#include "CLibicalICU.h"

UCalendar *swift_ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type,
                           UErrorCode *status);
void swift_ucal_close(UCalendar *cal);
void swift_ucal_add(UCalendar *cal, UCalendarDateFields field, int32_t amount, UErrorCode *status);
int32_t swift_ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status);
void swift_ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value);
UEnumeration *swift_ucal_getKeywordValuesForLocale(const char *key, const char *locale, UBool commonlyUsed,
                                                   UErrorCode *status);
int32_t swift_ucal_getLimit(const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type,
                            UErrorCode *status);
UDate swift_ucal_getMillis(const UCalendar *cal, UErrorCode *status);
void swift_ucal_setMillis(UCalendar *cal, UDate dateTime, UErrorCode *status);
void swift_ucal_setAttribute(UCalendar *cal, UCalendarAttribute attr, int32_t newValue);
void swift_ucal_setDate(UCalendar *cal, int32_t year, int32_t month, int32_t date, UErrorCode *status);
void swift_ucal_setDateTime(UCalendar *cal, int32_t year, int32_t month, int32_t date, int32_t hour,
                            int32_t minute, int32_t second, UErrorCode *status);
void swift_uenum_close(UEnumeration *en);
const char *swift_uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status);
int32_t swift_uloc_setKeywordValue(const char *keywordName, const char *keywordValue, char *buffer,
                                   int32_t bufferCapacity, UErrorCode *status);
UChar *swift_u_strFromUTF8Lenient(UChar *dest, int32_t destCapacity, int32_t *pDestLength, const char *src,
                                  int32_t srcLength, UErrorCode *pErrorCode);

int shifts_libical_icu_version(void) { return U_ICU_VERSION_MAJOR_NUM; }

UCalendar *ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type,
                     UErrorCode *status) {
    return swift_ucal_open(zoneID, len, locale, type, status);
}

void ucal_close(UCalendar *cal) { swift_ucal_close(cal); }

void ucal_add(UCalendar *cal, UCalendarDateFields field, int32_t amount, UErrorCode *status) {
    swift_ucal_add(cal, field, amount, status);
}

int32_t ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status) {
    return swift_ucal_get(cal, field, status);
}

void ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value) { swift_ucal_set(cal, field, value); }

UEnumeration *ucal_getKeywordValuesForLocale(const char *key, const char *locale, UBool commonlyUsed,
                                             UErrorCode *status) {
    return swift_ucal_getKeywordValuesForLocale(key, locale, commonlyUsed, status);
}

int32_t ucal_getLimit(const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type,
                      UErrorCode *status) {
    return swift_ucal_getLimit(cal, field, type, status);
}

UDate ucal_getMillis(const UCalendar *cal, UErrorCode *status) { return swift_ucal_getMillis(cal, status); }

void ucal_setMillis(UCalendar *cal, UDate dateTime, UErrorCode *status) {
    swift_ucal_setMillis(cal, dateTime, status);
}

void ucal_setAttribute(UCalendar *cal, UCalendarAttribute attr, int32_t newValue) {
    swift_ucal_setAttribute(cal, attr, newValue);
}

void ucal_setDate(UCalendar *cal, int32_t year, int32_t month, int32_t date, UErrorCode *status) {
    swift_ucal_setDate(cal, year, month, date, status);
}

void ucal_setDateTime(UCalendar *cal, int32_t year, int32_t month, int32_t date, int32_t hour, int32_t minute,
                      int32_t second, UErrorCode *status) {
    swift_ucal_setDateTime(cal, year, month, date, hour, minute, second, status);
}

void uenum_close(UEnumeration *en) { swift_uenum_close(en); }

const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status) {
    return swift_uenum_next(en, resultLength, status);
}

int32_t uloc_setKeywordValue(const char *keywordName, const char *keywordValue, char *buffer,
                             int32_t bufferCapacity, UErrorCode *status) {
    return swift_uloc_setKeywordValue(keywordName, keywordValue, buffer, bufferCapacity, status);
}

UChar *u_strFromUTF8Lenient(UChar *dest, int32_t destCapacity, int32_t *pDestLength, const char *src,
                            int32_t srcLength, UErrorCode *pErrorCode) {
    return swift_u_strFromUTF8Lenient(dest, destCapacity, pDestLength, src, srcLength, pErrorCode);
}
