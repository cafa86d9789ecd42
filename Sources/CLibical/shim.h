#ifndef SHIFTS_CLIBICAL_SHIM_H
#define SHIFTS_CLIBICAL_SHIM_H
#include <libical/ical.h>
#endif
