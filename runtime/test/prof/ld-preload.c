// A profiling library loaded with LD_PRELOAD (OpenACC 3.3, sec. 5.4;
// ProfilingLoader.cpp, rule 1a): libacc finds its acc_register_library with
// dlsym(RTLD_DEFAULT). Named in ACC_PROFLIB as well, it registers once.
//
// RUN: %cc -fPIC -shared -DTAG=P %prof-print -o %t-p.so
// RUN: %cc %s -o %t %libacc
// RUN: env LD_PRELOAD=%t-p.so %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// RUN: env LD_PRELOAD=%t-p.so ACC_PROFLIB=%t-p.so %t > %t.both 2>&1
// RUN: FileCheck %s < %t.both
// CHECK:      {{^main$}}
// CHECK-NEXT: P registered reg=ok unreg=ok lookup=ok
// CHECK-NEXT: P enter_data_start thread=0 dev=host:0 async=-2/-2 {{.*}} parent=runtime_api implicit=0 tool=stored
// CHECK-NEXT: P device_init_start {{.*}} implicit=1 tool=stored
// CHECK-NEXT: P device_init_end {{.*}} implicit=1 tool=match
// CHECK-NEXT: P enter_data_end {{.*}} tool=match
// CHECK-NEXT: {{^done$}}
// CHECK-NEXT: P runtime_shutdown
// CHECK-NOT:  registered
// ERR-NOT:    {{.}}

#include <openacc.h>
#include <stdio.h>

int main(void) {
  static int A[4];
  printf("main\n");
  acc_create(A, sizeof A);
  printf("done\n");
  return 0;
}
