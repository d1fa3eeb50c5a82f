// __accc_prof_active (openacc.h; ProfilingRegistry.cpp, rule 8), the flag
// the compiled code reads before each hook: nonzero exactly while a
// callback is registered and on for all threads, or while profiling
// libraries found at start-up wait for the program's first entry into
// libacc (ProfilingLoader.cpp, rule 4).
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}
//
// A library waiting to be registered; after that, what it registered.
// RUN: %cc -fPIC -shared -DTAG=A %prof-print -o %t-a.so
// RUN: %cc -fPIC -shared -DEMPTY_PROFILER %s -o %t-empty.so
// RUN: env ACC_PROFLIB=%t-a.so PROF_QUIET=5 %t pending > %t.lib 2>&1
// RUN: FileCheck %s --check-prefix=LIB < %t.lib
// RUN: env ACC_PROFLIB=%t-empty.so %t pending > %t.empty 2>&1
// RUN: FileCheck %s --check-prefix=EMPTY < %t.empty
// LIB:        pending: 1
// LIB-NEXT:   A registered
// LIB-NEXT:   A wait_start
// LIB-NEXT:   A wait_end
// LIB-NEXT:   registered: 1
// EMPTY:      pending: 1
// EMPTY-NEXT: empty profiler registered nothing
// EMPTY-NEXT: registered: 0

#include <acc_prof.h>
#include <stdio.h>
#include <string.h>

#ifdef EMPTY_PROFILER
void acc_register_library(acc_prof_reg Reg, acc_prof_reg Unreg,
                          acc_prof_lookup_func Lookup) {
  (void)Reg;
  (void)Unreg;
  (void)Lookup;
  printf("empty profiler registered nothing\n");
}
#else
static void cb(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)PI;
  (void)EI;
  (void)AI;
}

#define SHOW(Label) printf("%s: %d\n", Label, __accc_prof_active)

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "pending")) {
    SHOW("pending");
    acc_wait(0);
    SHOW("registered");
    return 0;
  }
  SHOW("start");
  acc_prof_register(acc_ev_wait_start, cb, acc_reg);
  SHOW("registered");
  acc_prof_register(acc_ev_wait_start, cb, acc_reg);
  acc_prof_unregister(acc_ev_wait_start, cb, acc_reg);
  SHOW("registered twice, unregistered once");
  acc_prof_unregister(acc_ev_wait_start, cb, acc_toggle);
  SHOW("callback off");
  acc_prof_register(acc_ev_wait_start, cb, acc_toggle);
  acc_prof_unregister(acc_ev_wait_start, NULL, acc_toggle);
  SHOW("event off");
  acc_prof_register(acc_ev_wait_start, NULL, acc_toggle);
  acc_prof_unregister(acc_ev_none, NULL, acc_toggle);
  SHOW("all off");
  acc_prof_register(acc_ev_none, NULL, acc_toggle);
  acc_prof_unregister(acc_ev_none, NULL, acc_toggle_per_thread);
  SHOW("off for this thread");
  acc_prof_register(acc_ev_none, NULL, acc_toggle_per_thread);
  acc_prof_unregister(acc_ev_wait_start, cb, acc_reg);
  SHOW("unregistered");
  return 0;
}
// CHECK:      start: 0
// CHECK-NEXT: registered: 1
// CHECK-NEXT: registered twice, unregistered once: 1
// CHECK-NEXT: callback off: 0
// CHECK-NEXT: event off: 0
// CHECK-NEXT: all off: 0
// CHECK-NEXT: off for this thread: 1
// CHECK-NEXT: unregistered: 0
// CHECK-NOT:  {{.}}
#endif
