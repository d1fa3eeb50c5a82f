// RUN: %accc -acc=host -Wall -c %s -I %S/Inputs/headers -o %t.o 2>&1 | FileCheck --allow-empty %s
// RUN: %accc -acc=multicore -Wall -Wunused-function -c %s -I %S/Inputs/headers -o %t.o 2>&1 | FileCheck --allow-empty %s

// A source whose directives come from a macro is compiled from its
// preprocessed unit (docs/Design.md). A header's unused static inline
// functions drew -Wunused-function there, as if they were the main file's:
// clang -E -fkeep-system-includes marks the end of a kept #include inside
// a header as a return to that header, which made clang leave it
// (Runner.cpp, tidyPreprocessedUnit; ParRes Kernels' C1z programs).
// CHECK-NOT: warning

#include "static-inline-util.h"

void scale(int n, double *a) {
  PRAGMA(acc parallel loop copy(a[0:n]))
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}
