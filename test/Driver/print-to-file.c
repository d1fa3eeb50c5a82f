// RUN: rm -f %t.omp.c
// RUN: %accc -acc=host -fopenacc-print=omp %s -o %t.omp.c | count 0
// RUN: FileCheck %s --input-file=%t.omp.c

// -fopenacc-print=omp -o writes the translation to the file, not stdout.
void f(int n, float *x) {
  // CHECK-LABEL: void f(
  // CHECK: {{^}}  #pragma omp parallel for firstprivate(n, x) num_threads(1)
  // CHECK-NOT: {{^}}  #pragma acc
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
