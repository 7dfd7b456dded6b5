#ifndef ACLOCK_CDEFLATE_SHIM_H
#define ACLOCK_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
