// RUN: %accc -acc=host %s %S/Inputs/headers/field-ops.c -o %t && %t | FileCheck %s
// RUN: %accc -acc=multicore %s %S/Inputs/headers/field-ops.c -o %t.mc && %t.mc | FileCheck %s
// RUN: %accc -acc=multicore -c %s -o %t.o -Minfo=accel 2>&1 | FileCheck --check-prefix=INFO %s
// RUN: %accc -acc=host -MMD -MF %t.d -c %s -o %t.o && FileCheck --check-prefix=DEPS %s < %t.d
// RUN: %accc -acc=host -fsyntax-only %s 2>&1 | count 0

// OpenACC in headers and in macros, as published codes keep it: a header
// with an include guard (declare, routine), one with #pragma once (kernels
// in static inline functions, included twice here and by the program's
// other file), portability macros that expand to _Pragma. accc translates
// the preprocessed unit of such a source; every remark names the user's
// file and line.
#include <stdio.h>
#include "Inputs/headers/field.h"
#include "Inputs/headers/stencil.h"
#include "Inputs/headers/stencil.h"

int main(void) {
  static double field[FIELD_N], out[FIELD_N];
  for (int i = 0; i < FIELD_N; ++i)
    field[i] = i % 10;
  double s0, s1, w = 0;
  ACC_DATA(copy(field) create(out))
  {
    s0 = field_sum(field, FIELD_N);
    field_scale(field, FIELD_N, 2);
    field_smooth(out, field, FIELD_N);
    FOR_EACH(i, FIELD_N)
      field[i] = i > 0 && i < FIELD_N - 1 ? out[i] : field[i];
    s1 = field_sum(field, FIELD_N);
    #pragma acc parallel loop reduction(+:w)
    for (int k = 0; k < 8; ++k)
      w += weigh(1.0, k);
  }
  // CHECK: s0=4500 s1=9000 w=15 field[1]=2 field[10]=5
  printf("s0=%g s1=%g w=%g field[1]=%g field[10]=%g\n", s0, s1, w, field[1],
         field[10]);
  return 0;
}

// INFO: In file included from {{.*}}openacc-in-headers.c:15:
// INFO-NEXT: {{.*}}stencil.h:8:15: remark: parallel loop -> #pragma omp parallel for
// INFO: {{.*}}stencil.h:16:13: remark: parallel loop -> #pragma omp parallel for
// INFO: openacc-in-headers.c:23:13: remark: data: nothing to do
// INFO: openacc-in-headers.c:28:13: remark: parallel loop -> #pragma omp parallel for
// INFO: openacc-in-headers.c:31:17: remark: parallel loop -> #pragma omp parallel for

// DEPS: openacc-in-headers.c.tmp.o:
// DEPS-NEXT: openacc-in-headers.c
// DEPS: Inputs/headers/field.h
// DEPS: Inputs/headers/stencil.h
// DEPS: Inputs/headers/acc_portability.h
