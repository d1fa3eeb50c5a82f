//===- Report.cpp - libacc error and warning messages ---------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The one place where libacc prints to the user. OpenACC 3.3, sec. 5.2.2,
// makes every runtime error an "error condition" that ends the program unless
// an error callback takes it over; fatal() is that end, and will be where the
// acc_ev_error callback is dispatched once acc_prof.h declares that event
// (the profiling interface exists: docs/Profiling.md, "Limits").
//
// Format, like clang's: "libacc: error: <message>", one line, lowercase, no
// trailing period, names in single quotes. Fatal errors exit with status 1
// (not abort) so that the program's atexit handlers still flush its output;
// libacc's own state needs no unwinding.
//
// The message ID is not printed: it is the key a message catalog or the
// error callback will use; the English default is what the user sees today.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

namespace accc::rt {

namespace {

void vreport(const char *Severity, const char *Format, va_list Args) {
  // Build the line first so that one write reaches stderr even when several
  // threads report at once.
  char Line[1024];
  int Len = std::snprintf(Line, sizeof(Line), "libacc: %s: ", Severity);
  if (Len < 0)
    return;
  int Body = std::vsnprintf(Line + Len, sizeof(Line) - Len, Format, Args);
  size_t End = Body < 0 ? Len : std::min(sizeof(Line) - 2, size_t(Len + Body));
  Line[End] = '\n';
  std::fflush(stdout);
  std::fwrite(Line, 1, End + 1, stderr);
  std::fflush(stderr);
}

} // namespace

void fatal(MsgId Id, const char *Format, ...) {
  (void)Id;
  va_list Args;
  va_start(Args, Format);
  vreport("error", Format, Args);
  va_end(Args);
  std::exit(EXIT_FAILURE);
}

void report(MsgId Id, const char *Format, ...) {
  (void)Id;
  va_list Args;
  va_start(Args, Format);
  vreport("error", Format, Args);
  va_end(Args);
}

void warning(MsgId Id, const char *Format, ...) {
  (void)Id;
  va_list Args;
  va_start(Args, Format);
  vreport("warning", Format, Args);
  va_end(Args);
}

} // namespace accc::rt

using namespace accc::rt;

// A nohost routine's host version (lib/Transform/RoutineToOMP.cpp rule 3):
// the host compiled no body for it. The call may be inside a compute
// construct's host fallback, where exit() would shut libomp down under its
// own threads (an assertion of libomp's): the output is flushed and the
// program ends with _Exit.
void __accc_nohost_called(const char *Routine) noexcept {
  report(MsgId::NoHostRoutineCalled,
         "routine '%s' was called on the host, but its 'nohost' clause asks "
         "for no host version (OpenACC 3.3 sec. 2.15.1); call it only where "
         "it runs on a device (acc_on_device(acc_device_not_host))",
         Routine ? Routine : "?");
  std::fflush(nullptr);
  std::_Exit(EXIT_FAILURE);
}
