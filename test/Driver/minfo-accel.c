// RUN: %accc -acc=host -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %accc -acc=gpu -Minfo=accel -fopenacc-print=omp %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GPU

// -Minfo=accel reports the mapping of each loop as a remark with file:line.
void f(int n, float *x, float *y) {
  #pragma acc parallel copy(x[0:n*n])
  // CHECK: minfo-accel.c:[[@LINE+2]]:15: remark: line [[@LINE+2]]: loop gang(implicit) -> #pragma omp for
  // GPU: minfo-accel.c:[[@LINE+1]]:15: remark: line [[@LINE+1]]: loop gang(implicit) ->
  #pragma acc loop
  for (int i = 0; i < n; ++i)
    // CHECK: minfo-accel.c:[[@LINE+2]]:17: remark: line [[@LINE+2]]: loop runs sequentially
    // GPU: minfo-accel.c:[[@LINE+1]]:17: remark: line [[@LINE+1]]:
    #pragma acc loop
    for (int j = 0; j < n; ++j)
      x[i * n + j] = 0;
}
