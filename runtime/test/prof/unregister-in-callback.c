// Registration and unregistration inside a callback (OpenACC 3.3, sec. 5.5;
// ProfilingRegistry.cpp, rule 6): the running callback finishes, the event
// goes on with the callbacks it started with, and the change takes effect
// from the next event on. A callback may call libacc routines whose events
// nest in its own; when the last callback removes itself,
// __accc_prof_active drops to 0.
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include <acc_prof.h>
#include <stdio.h>

#define CALLBACK(Name, Body)                                                   \
  static void Name(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {  \
    (void)EI;                                                                  \
    (void)AI;                                                                  \
    printf(#Name " %d async %zd\n", PI->event_type, PI->async);                \
    Body;                                                                      \
  }
CALLBACK(later, )
CALLBACK(added, )
CALLBACK(selfRemoving,
         acc_prof_unregister(acc_ev_wait_start, selfRemoving, acc_reg))
CALLBACK(adder, acc_prof_register(acc_ev_wait_start, added, acc_reg);
         acc_prof_unregister(acc_ev_wait_start, adder, acc_reg))
CALLBACK(remover, acc_prof_unregister(acc_ev_wait_start, later, acc_reg))
CALLBACK(nesting, acc_wait(5))
CALLBACK(last, acc_prof_unregister(acc_ev_wait_end, last, acc_reg);
         printf("active in callback %d\n", __accc_prof_active))

static void wait(const char *Label) {
  printf("-- %s\n", Label);
  acc_wait(0);
}

int main(void) {
  acc_prof_register(acc_ev_wait_start, selfRemoving, acc_reg);
  acc_prof_register(acc_ev_wait_start, later, acc_reg);
  wait("self removing");
  wait("self removed");
  // CHECK-LABEL: -- self removing
  // CHECK-NEXT:  selfRemoving 24
  // CHECK-NEXT:  later 24
  // CHECK-NEXT:  -- self removed
  // CHECK-NEXT:  later 24

  acc_prof_unregister(acc_ev_wait_start, later, acc_reg);
  acc_prof_register(acc_ev_wait_start, adder, acc_reg);
  wait("adding");
  wait("added");
  // CHECK-NEXT:  -- adding
  // CHECK-NEXT:  adder 24
  // CHECK-NEXT:  -- added
  // CHECK-NEXT:  added 24

  acc_prof_unregister(acc_ev_wait_start, added, acc_reg);
  acc_prof_register(acc_ev_wait_start, remover, acc_reg);
  acc_prof_register(acc_ev_wait_start, later, acc_reg);
  wait("removing a later one");
  wait("removed");
  // CHECK-NEXT:  -- removing a later one
  // CHECK-NEXT:  remover 24
  // CHECK-NEXT:  later 24
  // CHECK-NEXT:  -- removed
  // CHECK-NEXT:  remover 24

  acc_prof_unregister(acc_ev_wait_start, remover, acc_reg);
  acc_prof_register(acc_ev_enter_data_start, nesting, acc_reg);
  acc_prof_register(acc_ev_wait_start, later, acc_reg);
  static int A[2];
  printf("-- nested events\n");
  acc_create(A, sizeof A);
  // CHECK-NEXT:  -- nested events
  // CHECK-NEXT:  nesting 10 async -2
  // CHECK-NEXT:  later 24 async 5

  acc_prof_unregister(acc_ev_enter_data_start, nesting, acc_reg);
  acc_prof_unregister(acc_ev_wait_start, later, acc_reg);
  acc_prof_register(acc_ev_wait_end, last, acc_reg);
  printf("active before %d\n", __accc_prof_active);
  wait("last");
  printf("active after %d\n", __accc_prof_active);
  wait("none");
  // CHECK-NEXT:  active before 1
  // CHECK-NEXT:  -- last
  // CHECK-NEXT:  last 25
  // CHECK-NEXT:  active in callback 0
  // CHECK-NEXT:  active after 0
  // CHECK-NEXT:  -- none
  // CHECK-NOT:   {{.}}
  return 0;
}
