/*
RUN: %accc -acc=host -std=c89 -pedantic -Wall -Wextra -Werror -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty
RUN: %accc -acc=multicore -std=c89 -pedantic -Wall -Wextra -Werror -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty
RUN: %if gpu-compile %{ %accc -acc=gpu -std=c89 -pedantic -Wall -Wextra -Werror -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty %}

Every compiled construct has the profiling hooks and the translation
includes openacc.h: both must build under the strictest C the user may
ask for. Two regressions this covers: openacc.h's device acc_on_device was
`static inline` (not C89: "unknown type name 'inline'"), and a data
construct's conditional exit hook after an async construct made clang 22
drop the function's debug information with "!dbg attachment points at
wrong subprogram" (its data hooks are unconditional calls now).
CHECK-NOT: error
CHECK-NOT: warning
CHECK-NOT: dbg attachment
*/

void scale(double *a, int n, int q) {
  int i;
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop async(q)
    for (i = 0; i < n; ++i)
      a[i] *= 2;
#pragma acc wait(q)
  }
  switch (n) {
  case 1:
#pragma acc parallel loop
    for (i = 0; i < n; ++i)
      a[i] *= 2;
    break;
  default:
    break;
  }
}
