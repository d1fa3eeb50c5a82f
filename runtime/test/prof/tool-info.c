// tool_info (OpenACC 3.3, sec. 5.2.2; ProfilingRegistry.cpp, rule 7): a
// start callback gets null and what it stores there goes to the end
// callbacks of the matching end event, per thread and properly nested; with
// two start callbacks of one module, each starts from null and the last
// non-null value wins; events that are not part of a pair get null. Two
// profiling libraries each get their own values back (the printing library,
// which prints tool=match when the end event hands it the record its start
// stored, and tool=mismatch when it gets another's).
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}
//
// RUN: %cc -fPIC -shared -DTAG=A %prof-print -o %t-a.so
// RUN: %cc -fPIC -shared -DTAG=B %prof-print -o %t-b.so
// RUN: env ACC_PROFLIB=%t-a.so:%t-b.so PROF_QUIET=5 %t > %t.two 2>&1
// RUN: FileCheck %s --check-prefix=TWO --implicit-check-not=mismatch < %t.two
// TWO: A enter_data_start {{.*}} tool=stored
// TWO: B enter_data_start {{.*}} tool=stored
// TWO: A device_init_start {{.*}} tool=stored
// TWO: B device_init_start {{.*}} tool=stored
// TWO: B device_init_end {{.*}} tool=match
// TWO: A device_init_end {{.*}} tool=match
// TWO: B enter_data_end {{.*}} tool=match
// TWO: A enter_data_end {{.*}} tool=match

#include <acc_prof.h>
#include <stdio.h>

static int Outer, Inner, First, Second;

static const char *nameOf(void *Tool) {
  return Tool == &Outer    ? "outer"
         : Tool == &Inner  ? "inner"
         : Tool == &First  ? "first"
         : Tool == &Second ? "second"
         : Tool            ? "other"
                           : "null";
}

// enter_data_start stores &Outer, device_init_start &Inner.
static void start(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)AI;
  void **Tool = &EI->other_event.tool_info;
  printf("start %d got %s\n", PI->event_type, nameOf(*Tool));
  *Tool = PI->event_type == acc_ev_enter_data_start ? (void *)&Outer
                                                     : (void *)&Inner;
}

static void end(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)AI;
  printf("end %d got %s\n", PI->event_type,
         nameOf(EI->other_event.tool_info));
}

static void storeFirst(acc_prof_info *PI, acc_event_info *EI,
                       acc_api_info *AI) {
  (void)PI;
  (void)AI;
  printf("storeFirst got %s\n", nameOf(EI->other_event.tool_info));
  EI->other_event.tool_info = &First;
}

static void storeSecond(acc_prof_info *PI, acc_event_info *EI,
                        acc_api_info *AI) {
  (void)PI;
  (void)AI;
  printf("storeSecond got %s\n", nameOf(EI->other_event.tool_info));
  EI->other_event.tool_info = &Second;
}

static void storeNothing(acc_prof_info *PI, acc_event_info *EI,
                         acc_api_info *AI) {
  (void)PI;
  (void)AI;
  printf("storeNothing got %s\n", nameOf(EI->other_event.tool_info));
}

static void single(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)AI;
  printf("single %d got %s\n", PI->event_type,
         nameOf(EI->data_event.tool_info));
}

static int A[4];

int main(void) {
  // An unprofiled first call keeps the printing libraries' output apart.
  acc_get_device_type();
  if (__accc_prof_active) {
    // ACC_PROFLIB: the libraries registered; one data routine.
    acc_copyin(A, sizeof A);
    return 0;
  }

  acc_prof_register(acc_ev_enter_data_start, start, acc_reg);
  acc_prof_register(acc_ev_device_init_start, start, acc_reg);
  acc_prof_register(acc_ev_device_init_end, end, acc_reg);
  acc_prof_register(acc_ev_enter_data_end, end, acc_reg);
  acc_copyin(A, sizeof A);
  // CHECK:      start 10 got null
  // CHECK-NEXT: start 1 got null
  // CHECK-NEXT: end 2 got inner
  // CHECK-NEXT: end 11 got outer
  acc_prof_unregister(acc_ev_enter_data_start, start, acc_reg);
  acc_prof_unregister(acc_ev_device_init_start, start, acc_reg);
  acc_prof_unregister(acc_ev_device_init_end, end, acc_reg);
  acc_prof_unregister(acc_ev_enter_data_end, end, acc_reg);

  acc_prof_register(acc_ev_wait_start, storeFirst, acc_reg);
  acc_prof_register(acc_ev_wait_start, storeSecond, acc_reg);
  acc_prof_register(acc_ev_wait_start, storeNothing, acc_reg);
  acc_prof_register(acc_ev_wait_end, end, acc_reg);
  acc_prof_register(acc_ev_wait_end, end, acc_reg);
  acc_wait(1);
  // CHECK-NEXT: storeFirst got null
  // CHECK-NEXT: storeSecond got null
  // CHECK-NEXT: storeNothing got null
  // CHECK-NEXT: end 25 got second

  acc_prof_register(acc_ev_alloc, single, acc_reg);
  acc_prof_register(acc_ev_free, single, acc_reg);
  acc_free(acc_malloc(8));
  // CHECK-NEXT: single 8 got null
  // CHECK-NEXT: single 9 got null{{$}}
  // CHECK-NOT:  {{.}}
  return 0;
}
