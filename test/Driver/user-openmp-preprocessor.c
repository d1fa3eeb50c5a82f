// The source's own OpenMP directives are the ones the preprocessor executes
// (lib/Frontend/PreprocessorRecorder.cpp): not those in a skipped `#if`
// block or in a comment, but `_Pragma("omp ...")` too. The printed OpenMP
// (omp, omp-acc) drops them as the compile does, with the same warning:
// what -fopenacc-print=omp shows is what is compiled, #line markers, line
// breaks and the profiling hooks aside (-fopenacc-profiling prints those).
// acc and acc-omp print the OpenACC source as it is, with its OpenMP.
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>%t.err | FileCheck %s --check-prefix=PRT-O --match-full-lines
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %accc -acc=host -fopenacc-print=omp-acc %s 2>%t.err | FileCheck %s --check-prefix=PRT-OA --match-full-lines
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %accc -acc=host -fopenacc-print=acc-omp %s 2>%t.err | FileCheck %s --check-prefix=PRT-AO --match-full-lines
// RUN: not grep warning %t.err
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %accc -acc=host -c -fopenacc-keep-omp %s -o x.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=host -fopenacc-print=omp -fopenacc-profiling %s 2>/dev/null > %t.dir/print.c
// RUN: grep -v '^#line' %t.dir/user-openmp-preprocessor.omp.c | tr -d ' \n' > %t.dir/kept.txt
// RUN: tr -d ' \n' < %t.dir/print.c | diff %t.dir/kept.txt -
// RUN: %accc -acc=host %s -o %t.exe 2>/dev/null && %t.exe | FileCheck %s --check-prefix=EXE

// Three: the _Pragma, the one after it on the same line as code, and the one
// whose comment continues on the next line; the warning is at the first.

#include <stdio.h>

int main(void) {
  int a[8];
#if 0
#pragma omp parallel for
#endif
  /* #pragma omp parallel for */
  // #pragma omp barrier
  // WARN: user-openmp-preprocessor.c:[[@LINE+1]]:3: warning: 3 OpenMP directives are ignored: accc compiles OpenACC (as a compiler without OpenMP would) [-Waccc-ignored-openmp]
  _Pragma("omp parallel for")
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 8; i++)
    a[i] = i;
  int s = 0;
  _Pragma("omp atomic") s++;
#pragma omp parallel /* a comment
  on two lines */ num_threads(2)
  s++;
  printf("%d %d\n", a[7], s);
  return 0;
}
// Each line checked in full: the _Pragma and the directives are gone.
// PRT-O:      #if 0
// PRT-O-NEXT: #pragma omp parallel for
// PRT-O-NEXT: #endif
// PRT-O-NEXT:   /* #pragma omp parallel for */
// PRT-O-NEXT:   // #pragma omp barrier
// PRT-O-NEXT:   // WARN: {{.*}}
// PRT-O-EMPTY:
// PRT-O-NEXT: #pragma omp parallel for shared(a) num_threads(1)
// PRT-O:        int s = 0;
// PRT-O-NEXT:    s++;
// PRT-O-EMPTY:
// PRT-O-EMPTY:
// PRT-O-NEXT:   s++;
// PRT-OA:      #pragma omp parallel for
// PRT-OA-NEXT: #endif
// PRT-OA:        // #pragma omp barrier
// PRT-OA-NEXT:   // WARN: {{.*}}
// PRT-OA-EMPTY:
// PRT-OA-NEXT: // #pragma acc parallel loop copyout(a)
// PRT-AO:        _Pragma("omp parallel for")
// PRT-AO-NEXT: #pragma acc parallel loop copyout(a)
// PRT-AO:        _Pragma("omp atomic") s++;
// PRT-AO-NEXT: #pragma omp parallel /* a comment
// WARN-NOT: warning:
// EXE: 7 2
