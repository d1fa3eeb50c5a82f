// RUN: %accc -acc=host %s -o %t && %t | FileCheck %s -DVER=%openacc_version
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s -DVER=%openacc_version
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --check-prefix=PRT-O

// _OPENACC is %openacc_version in the OpenACC parse (the #if) and in the
// OpenMP compile (the printf).
#include <stdio.h>

#if _OPENACC != 202211
#error "_OPENACC is not 202211 in the parse"
#endif

int main(void) {
  // CHECK: _OPENACC=[[VER]]
  printf("_OPENACC=%d\n", _OPENACC);
  return 0;
}
// PRT-O: printf("_OPENACC=%d\n", _OPENACC);
