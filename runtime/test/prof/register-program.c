// A profiling library linked into the program (OpenACC 3.3, sec. 5.4,
// "statically-linked library"; ProfilingLoader.cpp, rules 1a and 4): the
// program's own acc_register_library is found although libacc's constructor
// runs before the program's, and it is called at the program's first entry
// into libacc, after every constructor, with libacc's three routines.
//
// RUN: %cc %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include <acc_prof.h>
#include <stdio.h>

static int Constructed;

__attribute__((constructor)) static void construct(void) { Constructed = 1; }

static void onWait(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)EI;
  (void)AI;
  printf("event %d thread %d\n", PI->event_type, PI->thread_id);
}

void acc_register_library(acc_prof_reg Reg, acc_prof_reg Unreg,
                          acc_prof_lookup_func Lookup) {
  printf("acc_register_library constructed=%d reg=%d unreg=%d lookup=%d\n",
         Constructed, Reg == acc_prof_register, Unreg == acc_prof_unregister,
         Lookup == acc_prof_lookup);
  // acc_* routines may be called from here: they see the program's devices.
  printf("device type %d\n", acc_get_device_type());
  Reg(acc_ev_wait_start, onWait, acc_reg);
  Reg(acc_ev_wait_end, onWait, acc_reg);
}

int main(void) {
  printf("main active=%d\n", __accc_prof_active);
  acc_wait(0);
  printf("active=%d\n", __accc_prof_active);
  return 0;
}
// CHECK:      main active=1
// CHECK-NEXT: acc_register_library constructed=1 reg=1 unreg=1 lookup=1
// CHECK-NEXT: device type 2
// CHECK-NEXT: event 24 thread 0
// CHECK-NEXT: event 25 thread 0
// CHECK-NEXT: active=1
// CHECK-NOT:  {{.}}
