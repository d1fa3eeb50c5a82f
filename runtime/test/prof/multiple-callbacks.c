// Several callbacks for one event, registered by the program itself with
// acc_prof_register (OpenACC 3.3, sec. 5.3; ProfilingRegistry.cpp, rules 1,
// 2 and 5): start callbacks run in registration order, end callbacks in the
// reverse order; a callback registered twice counts twice but is called
// once and keeps its place; registered again after its removal, it is new
// and comes last; one callback may serve several events; invalid requests
// change nothing.
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include <acc_prof.h>
#include <stdio.h>

#define CALLBACK(Name)                                                         \
  static void Name(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {  \
    (void)AI;                                                                  \
    printf(#Name " %d parent %d\n", PI->event_type,                            \
           EI->other_event.parent_construct);                                  \
  }
CALLBACK(first)
CALLBACK(second)
CALLBACK(third)

static void wait(const char *Label) {
  printf("-- %s\n", Label);
  acc_wait(0);
}

int main(void) {
  acc_prof_register(acc_ev_wait_start, first, acc_reg);
  acc_prof_register(acc_ev_wait_start, second, acc_reg);
  acc_prof_register(acc_ev_wait_end, first, acc_reg);
  acc_prof_register(acc_ev_wait_end, second, acc_reg);
  wait("order");
  // CHECK-LABEL: -- order
  // CHECK-NEXT:  first 24 parent 15
  // CHECK-NEXT:  second 24
  // CHECK-NEXT:  second 25
  // CHECK-NEXT:  first 25

  acc_prof_register(acc_ev_wait_start, first, acc_reg);
  wait("twice");
  // CHECK-LABEL: -- twice
  // CHECK-NEXT:  first 24
  // CHECK-NEXT:  second 24
  // CHECK-NEXT:  second 25
  // CHECK-NEXT:  first 25

  acc_prof_unregister(acc_ev_wait_start, first, acc_reg);
  wait("unregistered once");
  // CHECK-LABEL: -- unregistered once
  // CHECK-NEXT:  first 24
  // CHECK-NEXT:  second 24

  acc_prof_unregister(acc_ev_wait_start, first, acc_reg);
  wait("unregistered twice");
  // CHECK-LABEL: -- unregistered twice
  // CHECK-NEXT:  second 24
  // CHECK-NEXT:  second 25
  // CHECK-NEXT:  first 25

  acc_prof_register(acc_ev_wait_start, first, acc_reg);
  wait("registered again");
  // CHECK-LABEL: -- registered again
  // CHECK-NEXT:  second 24
  // CHECK-NEXT:  first 24
  // CHECK-NEXT:  second 25
  // CHECK-NEXT:  first 25

  acc_prof_register(acc_ev_enter_data_start, third, acc_reg);
  acc_prof_register(acc_ev_enter_data_end, third, acc_reg);
  acc_prof_register(acc_ev_exit_data_start, third, acc_reg);
  static int A[2];
  printf("-- several events\n");
  acc_copyin(A, sizeof A);
  acc_delete(A, sizeof A);
  // CHECK-LABEL: -- several events
  // CHECK-NEXT:  third 10 parent 15
  // CHECK-NEXT:  third 11
  // CHECK-NEXT:  third 12
  // CHECK-NEXT:  -- invalid

  acc_prof_unregister(acc_ev_wait_start, third, acc_reg);
  acc_prof_unregister(acc_ev_wait_end, NULL, acc_reg);
  acc_prof_register((acc_event_t)99, first, acc_reg);
  acc_prof_register((acc_event_t)-1, first, acc_reg);
  acc_prof_register(acc_ev_last, first, acc_reg);
  acc_prof_register(acc_ev_wait_start, NULL, acc_reg);
  acc_prof_register(acc_ev_none, third, acc_reg);
  acc_prof_register(acc_ev_wait_start, third, (acc_register_t)7);
  acc_prof_unregister(acc_ev_wait_start, first, (acc_register_t)7);
  acc_prof_unregister((acc_event_t)99, first, acc_reg);
  wait("invalid");
  // CHECK-NEXT:  second 24
  // CHECK-NEXT:  first 24
  // CHECK-NEXT:  second 25
  // CHECK-NEXT:  first 25 parent 15{{$}}
  // CHECK-NOT:   {{.}}
  return 0;
}
