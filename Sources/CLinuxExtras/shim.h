#ifndef ACLOCK_CLINUXEXTRAS_SHIM_H
#define ACLOCK_CLINUXEXTRAS_SHIM_H
// Linux and glibc headers Swift's Glibc module does not bring: timerfd and eventfd for
// ClockSchedule's waits on the wall clock (WallClockAlarm), mallopt for the command line's
// malloc arenas under an address-space limit (MallocArenas). Empty elsewhere; Swift code imports
// it under #if os(Linux).
#ifdef __linux__
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <malloc.h>
#endif
#endif
