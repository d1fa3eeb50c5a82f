// RUN: rm -f %t.o
// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not test -e %t.o
// RUN: rm -f %t.omp.c
// RUN: not %accc -acc=host -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck %s
// RUN: not test -e %t.omp.c
// RUN: rm -f %t.exe
// RUN: not %accc -acc=host %s -o %t.exe 2>&1 | FileCheck %s
// RUN: not test -e %t.exe

// Nothing is written to the output path unless every step worked.
int main(void) {
  int a = 0;
  // CHECK: bad-input-no-output.c:[[@LINE+1]]:40: error: variable 'a' cannot appear in both a 'copy' clause and a 'present' clause on the 'parallel' directive
  #pragma acc parallel copy(a) present(a)
  a++;
  return a;
}
