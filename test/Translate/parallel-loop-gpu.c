// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=PRT-O
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s | FileCheck %s --check-prefix=PRT-AO

void saxpy(int n, float a, float *x, float *y) {
  // PRT-O-LABEL: void saxpy
  // PRT-O: #pragma omp target teams distribute parallel for map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: y[0:n]) firstprivate(n, a) shared(x, y)
  // PRT-O-NEXT: for (int i = 0; i < n; ++i)
  // PRT-AO: #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  // PRT-AO-NEXT: // #pragma omp target teams distribute parallel for
  #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
