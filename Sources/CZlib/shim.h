#ifndef ACLOCK_CZLIB_SHIM_H
#define ACLOCK_CZLIB_SHIM_H
#include <zlib.h>
#endif
