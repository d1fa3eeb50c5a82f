// acc_ev_runtime_shutdown (OpenACC 3.3, sec. 5.1; ProfilingLoader.cpp,
// rule 6; ProfilingEvents.cpp, rule 5): once at exit, whether main returns,
// the program calls exit, or a fatal error ends it; after it no event is
// emitted and __accc_prof_active is 0, as seen by an atexit handler that the
// program registered before its callbacks (so it runs after libacc's).
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=CHECK < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}
// RUN: %t exit > %t.exit 2>&1
// RUN: FileCheck %s --check-prefix=CHECK < %t.exit
// RUN: not %t fatal > %t.fatal 2>&1
// RUN: FileCheck %s --check-prefixes=CHECK,FATAL < %t.fatal

#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int Shutdowns;

static void onShutdown(acc_prof_info *PI, acc_event_info *EI,
                       acc_api_info *AI) {
  (void)AI;
  printf("runtime_shutdown %d event %d parent %d device %d:%d\n", ++Shutdowns,
         PI->event_type, EI->other_event.parent_construct, PI->device_type,
         PI->device_number);
}

static void onWait(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)EI;
  (void)AI;
  printf("wait event %d\n", PI->event_type);
}

static void late(void) {
  acc_wait(2);
  printf("late handler: active %d\n", __accc_prof_active);
}

int main(int argc, char **argv) {
  atexit(late);
  acc_prof_register(acc_ev_runtime_shutdown, onShutdown, acc_reg);
  acc_prof_register(acc_ev_wait_start, onWait, acc_reg);
  acc_wait(1);
  acc_shutdown(acc_device_host);
  printf("main ends\n");
  if (argc > 1 && !strcmp(argv[1], "exit"))
    exit(0);
  if (argc > 1 && !strcmp(argv[1], "fatal"))
    acc_free(&Shutdowns);
  return 0;
}
// CHECK:       wait event 24
// CHECK-NEXT:  main ends
// FATAL-NEXT:  libacc: error: acc_free: {{.*}} was not returned by acc_malloc, or was freed already
// CHECK-NEXT:  runtime_shutdown 1 event 5 parent 15 device 2:0
// CHECK-NEXT:  late handler: active 0
// CHECK-NOT:   {{.}}
