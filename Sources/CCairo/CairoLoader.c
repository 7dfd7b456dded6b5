// Loads cairo when the first picture is drawn, not when aclock starts (Docs/decisions/0043).
//
// Every cairo and FreeType function ClockRender calls is defined here under its own name and
// forwards to the function of the same name in the library opened with dlopen; the list is
// CairoFunctions.inc (scripts/generate-cairo-forwarders). The definitions are hidden: aclock's
// executable exports its symbols (-export-dynamic), and a visible `cairo_save` here would be
// the one cairo's own internal calls bind to.
#pragma GCC visibility push(hidden)
#include "CCairo.h"
#pragma GCC visibility pop

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#if defined(__APPLE__)
#define ACLOCK_CAIRO_LIBRARY "libcairo.2.dylib"
#define ACLOCK_FREETYPE_LIBRARY "libfreetype.6.dylib"
#else
#define ACLOCK_CAIRO_LIBRARY "libcairo.so.2"
#define ACLOCK_FREETYPE_LIBRARY "libfreetype.so.6"
#endif

// One pointer per function, typed as the header declares the function.
static struct {
#define ACLOCK_FORWARD(library, result, name, parameters, arguments) __typeof__(name) *name;
#define ACLOCK_FORWARD_VOID(library, name, parameters, arguments) __typeof__(name) *name;
#include "CairoFunctions.inc"
#undef ACLOCK_FORWARD
#undef ACLOCK_FORWARD_VOID
} functions;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
// Written once inside pthread_once, read after it: pthread_once orders the two.
static int loaded;
static char load_error[512];

static void load(void) {
  // RTLD_LOCAL: cairo's symbols stay out of the global scope, which is aclock's own.
  void *cairo = dlopen(ACLOCK_CAIRO_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (cairo == NULL) {
    snprintf(load_error, sizeof load_error, "%s", dlerror());
    return;
  }
  // Named in a missing function's message.
  const char *cairo_name = ACLOCK_CAIRO_LIBRARY, *freetype_name = ACLOCK_FREETYPE_LIBRARY;
  // Already loaded as cairo's dependency; this only gets a handle to it.
  void *freetype = dlopen(ACLOCK_FREETYPE_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (freetype == NULL) {
    snprintf(load_error, sizeof load_error, "%s", dlerror());
    return;
  }
#define ACLOCK_RESOLVE(library, name)                                                           \
  functions.name = (__typeof__(functions.name))dlsym(library, #name);                           \
  if (functions.name == NULL) {                                                                 \
    snprintf(load_error, sizeof load_error, "%s has no function %s", library##_name, #name);      \
    return;                                                                                     \
  }
#define ACLOCK_FORWARD(library, result, name, parameters, arguments) ACLOCK_RESOLVE(library, name)
#define ACLOCK_FORWARD_VOID(library, name, parameters, arguments) ACLOCK_RESOLVE(library, name)
#include "CairoFunctions.inc"
#undef ACLOCK_FORWARD
#undef ACLOCK_FORWARD_VOID
#undef ACLOCK_RESOLVE
  loaded = 1;
}

int aclock_cairo_load(void) {
  pthread_once(&load_once, load);
  return loaded;
}

const char *aclock_cairo_load_error(void) {
  return aclock_cairo_load() ? NULL : load_error;
}

// ClockRender loads cairo (and reports a failure as an error) before its first call, so this
// only catches a call that skipped that: a bug, stopped here rather than at a NULL pointer.
static void require_loaded(const char *name) {
  if (__builtin_expect(!aclock_cairo_load(), 0)) {
    fprintf(stderr, "aclock: %s called without cairo: %s\n", name, load_error);
    abort();
  }
}

#pragma GCC visibility push(hidden)
#define ACLOCK_FORWARD(library, result, name, parameters, arguments) \
  result name parameters {                                           \
    require_loaded(#name);                                           \
    return functions.name arguments;                                 \
  }
#define ACLOCK_FORWARD_VOID(library, name, parameters, arguments) \
  void name parameters {                                          \
    require_loaded(#name);                                        \
    functions.name arguments;                                     \
  }
#include "CairoFunctions.inc"
#undef ACLOCK_FORWARD
#undef ACLOCK_FORWARD_VOID
#pragma GCC visibility pop
