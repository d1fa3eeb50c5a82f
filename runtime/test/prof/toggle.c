// acc_toggle and acc_toggle_per_thread (OpenACC 3.3, sec. 5.3;
// ProfilingRegistry.cpp, rules 3, 4 and 8): a callback, every callback of an
// event, every callback, and one callback for every event, turned off and
// on again for all threads or for the calling thread only, without being
// removed; __accc_prof_active follows the toggles for all threads.
//
// RUN: %cc -pthread %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include <acc_prof.h>
#include <pthread.h>
#include <stdio.h>

#define CALLBACK(Name)                                                         \
  static void Name(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {  \
    (void)EI;                                                                  \
    (void)AI;                                                                  \
    printf(#Name " %d thread %d\n", PI->event_type, PI->thread_id);            \
  }
CALLBACK(a)
CALLBACK(b)
CALLBACK(c)

static void wait(const char *Label) {
  printf("-- %s (active %d)\n", Label, __accc_prof_active);
  acc_wait(0);
}

static void *waitInThread(void *Label) {
  wait(Label);
  return NULL;
}

static void waitOnOtherThread(const char *Label) {
  pthread_t T;
  pthread_create(&T, NULL, waitInThread, (void *)Label);
  pthread_join(T, NULL);
}

int main(void) {
  acc_prof_register(acc_ev_wait_start, a, acc_reg);
  acc_prof_register(acc_ev_wait_start, b, acc_reg);
  acc_prof_register(acc_ev_wait_end, a, acc_reg);
  wait("all on");
  // CHECK-LABEL: -- all on (active 1)
  // CHECK-NEXT:  a 24 thread 0
  // CHECK-NEXT:  b 24 thread 0
  // CHECK-NEXT:  a 25 thread 0

  // One callback of one event; acc_reg does not turn it on.
  acc_prof_unregister(acc_ev_wait_start, a, acc_toggle);
  wait("a off for wait_start");
  acc_prof_register(acc_ev_wait_start, a, acc_reg);
  wait("registered again, still off");
  acc_prof_register(acc_ev_wait_start, a, acc_toggle);
  wait("a on");
  // CHECK-NEXT:  -- a off for wait_start (active 1)
  // CHECK-NEXT:  b 24
  // CHECK-NEXT:  a 25
  // CHECK-NEXT:  -- registered again, still off (active 1)
  // CHECK-NEXT:  b 24
  // CHECK-NEXT:  a 25
  // CHECK-NEXT:  -- a on (active 1)
  // CHECK-NEXT:  a 24
  // CHECK-NEXT:  b 24
  // CHECK-NEXT:  a 25

  // Every callback of one event; a callback's own toggle does not override
  // its event's.
  acc_prof_unregister(acc_ev_wait_start, NULL, acc_toggle);
  acc_prof_register(acc_ev_wait_start, a, acc_toggle);
  wait("wait_start off");
  acc_prof_register(acc_ev_wait_start, NULL, acc_toggle);
  wait("wait_start on");
  // CHECK-NEXT:  -- wait_start off (active 1)
  // CHECK-NEXT:  a 25
  // CHECK-NEXT:  -- wait_start on (active 1)
  // CHECK-NEXT:  a 24
  // CHECK-NEXT:  b 24
  // CHECK-NEXT:  a 25

  // Every callback; then one callback for every event.
  acc_prof_unregister(acc_ev_none, NULL, acc_toggle);
  wait("all off");
  acc_prof_register(acc_ev_none, NULL, acc_toggle);
  acc_prof_unregister(acc_ev_none, a, acc_toggle);
  wait("a off everywhere");
  acc_prof_register(acc_ev_none, a, acc_toggle);
  wait("a on everywhere");
  // CHECK-NEXT:  -- all off (active 0)
  // CHECK-NEXT:  -- a off everywhere (active 1)
  // CHECK-NEXT:  b 24
  // CHECK-NEXT:  -- a on everywhere (active 1)
  // CHECK-NEXT:  a 24
  // CHECK-NEXT:  b 24
  // CHECK-NEXT:  a 25

  // Toggling a callback that is not registered does nothing.
  acc_prof_unregister(acc_ev_wait_start, c, acc_toggle);
  acc_prof_register(acc_ev_wait_start, c, acc_reg);
  wait("c registered");
  acc_prof_unregister(acc_ev_wait_start, c, acc_reg);
  // CHECK-NEXT:  -- c registered (active 1)
  // CHECK-NEXT:  a 24
  // CHECK-NEXT:  b 24
  // CHECK-NEXT:  c 24
  // CHECK-NEXT:  a 25

  // Per thread: the other thread still gets every callback, and
  // __accc_prof_active stays 1.
  acc_prof_unregister(acc_ev_none, NULL, acc_toggle_per_thread);
  wait("main thread off");
  waitOnOtherThread("other thread");
  acc_prof_register(acc_ev_none, NULL, acc_toggle_per_thread);
  wait("main thread on");
  // CHECK-NEXT:  -- main thread off (active 1)
  // CHECK-NEXT:  -- other thread (active 1)
  // CHECK-NEXT:  a 24 thread 1
  // CHECK-NEXT:  b 24 thread 1
  // CHECK-NEXT:  a 25 thread 1
  // CHECK-NEXT:  -- main thread on (active 1)
  // CHECK-NEXT:  a 24 thread 0
  // CHECK-NEXT:  b 24 thread 0
  // CHECK-NEXT:  a 25 thread 0

  acc_prof_unregister(acc_ev_wait_start, NULL, acc_toggle_per_thread);
  wait("wait_start off on main thread");
  acc_prof_register(acc_ev_wait_start, NULL, acc_toggle_per_thread);
  acc_prof_unregister(acc_ev_wait_start, a, acc_toggle_per_thread);
  wait("a off for wait_start on main thread");
  waitOnOtherThread("other thread again");
  acc_prof_register(acc_ev_wait_start, a, acc_toggle_per_thread);
  acc_prof_unregister(acc_ev_none, b, acc_toggle_per_thread);
  wait("b off on main thread");
  acc_prof_register(acc_ev_none, b, acc_toggle_per_thread);
  wait("all on again");
  // CHECK-NEXT:  -- wait_start off on main thread (active 1)
  // CHECK-NEXT:  a 25 thread 0
  // CHECK-NEXT:  -- a off for wait_start on main thread (active 1)
  // CHECK-NEXT:  b 24 thread 0
  // CHECK-NEXT:  a 25 thread 0
  // CHECK-NEXT:  -- other thread again (active 1)
  // CHECK-NEXT:  a 24 thread 2
  // CHECK-NEXT:  b 24 thread 2
  // CHECK-NEXT:  a 25 thread 2
  // CHECK-NEXT:  -- b off on main thread (active 1)
  // CHECK-NEXT:  a 24 thread 0
  // CHECK-NEXT:  a 25 thread 0
  // CHECK-NEXT:  -- all on again (active 1)
  // CHECK-NEXT:  a 24 thread 0
  // CHECK-NEXT:  b 24 thread 0
  // CHECK-NEXT:  a 25 thread 0{{$}}
  // CHECK-NOT:   {{.}}
  return 0;
}
