// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=multicore -fopenacc-print=omp -fopenacc-profiling %s | FileCheck %s --check-prefix=OMP

// A construct's statement that ends after a preprocessor conditional
// (`r = x\n#ifndef ...\n+ 1\n#endif\n;`): the code accc puts after the
// statement (the profiling hook's end, a wait) goes after its `;`, not
// after the last token before the directive (Frontend/ConstructCollector.cpp,
// nextTokenAfter; the GPU and multicore builds failed with "expected ';'").

#include <stdio.h>

#define TERMS 2

int main(void) {
  float r = 0, x = 2;
#pragma acc parallel copy(r)
  r = x
#if TERMS > 1
      + 1
#endif
      ;
// OMP: {{^}}      + 1
// OMP-NEXT: {{^}}#endif
// OMP-NEXT: {{^}}      ;
// OMP-NEXT: {{^}}__ACCC_PROF_END(acc_async_sync)
  int n = 8, s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += i
#ifdef NOT_DEFINED
         * 2
#endif
        ;
  // CHECK: 3 28
  printf("%g %d\n", r, s);
  return 0;
}
