// A C++ program against acc_prof.h: the registration routines are callable
// from C++ (C linkage, noexcept), a captureless lambda is an
// acc_prof_callback, and the events reach it.
//
// RUN: %cxx %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include <acc_prof.h>
#include <openacc.h>

#include <cstdio>
#include <type_traits>

static_assert(noexcept(acc_prof_register(acc_ev_none, nullptr, acc_reg)),
              "acc_prof_register is noexcept");
// What libacc hands acc_register_library (noexcept converts away).
static_assert(
    std::is_convertible<decltype(&acc_prof_register), acc_prof_reg>::value,
    "acc_prof_register is an acc_prof_reg");
static_assert(
    std::is_convertible<decltype(&acc_prof_unregister), acc_prof_reg>::value,
    "acc_prof_unregister is an acc_prof_reg");
static_assert(std::is_convertible<decltype(&acc_prof_lookup),
                                  acc_prof_lookup_func>::value,
              "acc_prof_lookup is an acc_prof_lookup_func");

int main() {
  acc_prof_callback Print = [](acc_prof_info *PI, acc_event_info *EI,
                               acc_api_info *AI) {
    std::printf("event %d parent %d api %d\n", PI->event_type,
                EI->other_event.parent_construct, AI->device_api);
  };
  acc_prof_register(acc_ev_update_start, Print, acc_reg);
  acc_prof_register(acc_ev_update_end, Print, acc_reg);
  static double X[4];
  acc_update_self(X, sizeof X);
  acc_prof_unregister(acc_ev_update_start, Print, acc_reg);
  acc_update_self(X, sizeof X);
  std::printf("lookup %d\n", acc_prof_lookup("any") == nullptr);
  return 0;
}
// CHECK:      event 14 parent 15 api 0
// CHECK-NEXT: event 15 parent 15 api 0
// CHECK-NEXT: event 15 parent 15 api 0
// CHECK-NEXT: lookup 1
// CHECK-NOT:  {{.}}
