#ifndef ACLOCK_CLINUXTIMERS_SHIM_H
#define ACLOCK_CLINUXTIMERS_SHIM_H
// timerfd and eventfd, which Swift's Glibc module does not bring: ClockSchedule's waits on the
// wall clock (WallClockAlarm). Empty elsewhere; Swift code imports it under #if os(Linux).
#ifdef __linux__
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#endif
#endif
