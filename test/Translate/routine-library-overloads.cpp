// In C++, <math.h> declares fmin, sqrt, ... for float, double and long
// double: `routine(fmin)` names a set of overloads, which clang 22 rejects.
// For a standard math function accc reads the directive as nothing (the
// device compilation provides those functions), warns, and leaves it out
// of the OpenMP; the OpenACC print keeps it (LegacySpelling.cpp rule 7).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %accc -acc=gpu -fopenacc-print=acc %s 2>/dev/null | FileCheck %s --check-prefix=ACC --match-full-lines
// RUN: %accc -acc=gpu -fopenacc-print=omp -Wno-accc-ignored-clause %s 2>&1 >/dev/null | count 0
// In a header: the print of the header leaves it out too.
// RUN: %accc -acc=gpu -fopenacc-print=omp -DIN_HEADER -I %S/Inputs %s 2>%t.h.err | FileCheck %s --check-prefix=HEADER
// RUN: FileCheck %s --check-prefix=HEADER-WARN < %t.h.err
// A user's own overloads stay clang's error.
// RUN: not %accc -acc=host -fsyntax-only -DUSER_OVERLOADS %s 2>&1 | FileCheck %s --check-prefix=USER

#include <math.h>

#pragma acc routine(fmin) seq
#pragma acc routine(std::sqrt) \
    seq
double clamp(double x) {
  double y;
#pragma acc parallel copyout(y)
  y = fmin(sqrt(x), 1.0);
  return y;
}

#ifdef IN_HEADER
#include "routine-math.h"
// HEADER: {{^}}/* accc: the header "{{.*}}routine-math.h" (included by {{.*}}routine-library-overloads.cpp), translated */
// HEADER-NEXT: {{^}}// A header that marks a math function as a routine (test/Translate/
// HEADER-NEXT: {{^}}// routine-library-overloads.cpp).
// HEADER-NEXT: {{^}}#include <math.h>
// HEADER-NOT: routine
// HEADER-WARN: routine-math.h:4:1: warning: 'routine(fmax)' ignored
#endif

#ifdef USER_OVERLOADS
int twice(int x) { return 2 * x; }
double twice(double x) { return 2 * x; }
#pragma acc routine(twice) seq
// USER: routine-library-overloads.cpp:[[#@LINE-1]]:21: error: OpenACC routine name 'twice' names a set of overloads
int stdfmin(int x) { return x; }
double stdfmin(double x) { return x; }
#pragma acc routine(stdfmin) seq
// USER: routine-library-overloads.cpp:[[#@LINE-1]]:21: error: OpenACC routine name 'stdfmin' names a set of overloads
#endif

// CHECK: #include <math.h>
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: double clamp(double x) {
// ACC: #pragma acc routine(fmin) seq
// ACC-NEXT: #pragma acc routine(std::sqrt) \
// ACC-NEXT:     seq
// WARN: routine-library-overloads.cpp:18:1: warning: 'routine(fmin)' ignored: 'fmin' names the overloads of a standard math function, whose device versions the compiler provides (clang rejects a 'routine' naming several functions) [-Waccc-ignored-clause]
// WARN: routine-library-overloads.cpp:19:1: warning: 'routine(std::sqrt)' ignored: 'std::sqrt' names the overloads
