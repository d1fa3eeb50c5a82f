// RUN: %accc -acc=host -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %accc -acc=gpu -Minfo=accel -fopenacc-print=omp %s 2>&1 >/dev/null | FileCheck %s

// -Minfo=accel reports how each construct and loop was mapped, as remarks
// with file:line:column.
void f(int n, float *x) {
  // CHECK: minfo-accel.c:[[@LINE+1]]:15: remark: {{.*}}parallel
  #pragma acc parallel copy(x[0:n*n])
  // CHECK: minfo-accel.c:[[@LINE+1]]:15: remark: {{.*}}gang(implicit)
  #pragma acc loop
  for (int i = 0; i < n; ++i)
    // CHECK: minfo-accel.c:[[@LINE+1]]:17: remark: {{.*}}
    #pragma acc loop
    for (int j = 0; j < n; ++j)
      x[i * n + j] = 0;
}
// CHECK-NOT: error

// nvc's other spellings, as Makefiles use them (Rodinia's nn: -Minfo=acc);
// categories other than the accelerator's are accepted and say nothing.
// RUN: %accc -acc=host -Minfo=acc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ALIAS %s
// RUN: %accc -acc=host -Minfo=inline,accel -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ALIAS %s
// RUN: %accc -acc=host -Minfo=inline -fsyntax-only %s 2>&1 | FileCheck --allow-empty --check-prefix=NONE %s
// ALIAS: remark: {{.*}}parallel
// NONE-NOT: remark
