#ifndef SHIFTS_LIBICAL_ICU_H
#define SHIFTS_LIBICAL_ICU_H

/// The ICU major version libical's recurrence code was built against: its
/// calls name `ucal_open_72` and so on, and this target answers them.
int shifts_libical_icu_version(void);

#endif
