#ifndef ACLOCK_CPNG_SHIM_H
#define ACLOCK_CPNG_SHIM_H
#include <png.h>
#include <zlib.h>
#endif
