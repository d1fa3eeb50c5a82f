// RUN: %accc -fopenacc-print=omp -acc=gpu %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: %accc -fopenacc-print=acc-omp -acc=multicore %s 2>/dev/null | FileCheck --check-prefix=ACCOMP %s
// RUN: %accc -acc=host %s -o %t && %t | FileCheck --check-prefix=OUT %s

// The source print of a file whose headers hold directives (no macro
// makes them): each header is rewritten in place, as the main file is, and
// printed after it under a line that names it; a header without
// directives is not printed. The header's OpenMP directive is dropped as
// the main file's would be (with the warning).
#include <stdio.h>
#include "Inputs/print-headers/plain.h"
#include "Inputs/print-headers/ops.h"

int main(void) {
  double a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  square_all(a, 8);
  #pragma acc parallel loop copy(a)
  for (int i = 0; i < 8; ++i)
    a[i] += twice(1);
  // OUT: 66
  printf("%g\n", a[7]);
  return 0;
}

// CHECK: #include "Inputs/print-headers/ops.h"
// CHECK: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a)
// CHECK-NOT: {{^}}/* accc: the header "{{[^"]*}}plain.h"
// CHECK: {{^}}/* accc: the header "{{.*}}Inputs/print-headers/ops.h" (included by {{.*}}print-headers.c), translated */
// CHECK-NEXT: /* A header with OpenACC and OpenMP directives, no macros (print-headers.c). */
// CHECK-NEXT: #ifndef OPS_H
// CHECK-NEXT: #define OPS_H
// CHECK-NEXT: #pragma omp begin declare target
// CHECK-NEXT: static inline double sq(double x) { return x * x; }
// CHECK-NEXT: #pragma omp end declare target
// CHECK: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a)
// CHECK-NOT: {{^}} *#pragma omp barrier
// CHECK: #endif

// ERR: ops.h:11:3: warning: 1 OpenMP directive is ignored
// ERR-NOT: preprocessed

// ACCOMP: {{^}}/* accc: the header "{{.*}}ops.h" (included by {{.*}}print-headers.c), translated */
// ACCOMP: #pragma acc parallel loop copy(a[0:n])
// ACCOMP-NEXT: // #pragma omp parallel for firstprivate(n) shared(a)
