// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefixes=CHECK,GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefixes=CHECK,MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-ast-print=omp -fsyntax-only %s 2>/dev/null | FileCheck %s --check-prefix=AST

// atomic (OpenACC 3.3 sec. 2.12; lib/Transform/AtomicToOMP.cpp): OpenMP's
// atomic with the same word on every target (`update` written out when the
// OpenACC directive has none); the statement is kept as written.

void f(int n, int *hist, double *sum, int *total) {
  #pragma acc parallel loop copy(hist[0:4], sum[0:1], total[0:1])
  for (int i = 0; i < n; ++i) {
    int old;
    #pragma acc atomic
    hist[i % 4]++;
    #pragma acc atomic update
    sum[0] += 0.5;
    #pragma acc atomic capture
    old = total[0]++;
    #pragma acc atomic capture
    { old = total[0]; total[0] += 2; }
    #pragma acc atomic write
    hist[0] = old;
  }
  int r;
  #pragma acc atomic read
  r = total[0];
}
// GPU: #pragma omp target teams distribute parallel for {{.*}}
// MC: #pragma omp parallel for {{.*}}
// CHECK: int old;
// CHECK-NEXT: #pragma omp atomic update
// CHECK-NEXT: hist[i % 4]++;
// CHECK-NEXT: #pragma omp atomic update
// CHECK-NEXT: sum[0] += 0.5;
// CHECK-NEXT: #pragma omp atomic capture
// CHECK-NEXT: old = total[0]++;
// CHECK-NEXT: #pragma omp atomic capture
// CHECK-NEXT: { old = total[0]; total[0] += 2; }
// CHECK-NEXT: #pragma omp atomic write
// CHECK-NEXT: hist[0] = old;
// CHECK: #pragma omp atomic read
// CHECK-NEXT: r = total[0];

// INFO: atomic.c:15:17: remark: atomic -> #pragma omp atomic update
// INFO: atomic.c:27:15: remark: atomic -> #pragma omp atomic read

// The AST printer ends an expression statement under a directive with `;`.
// AST: #pragma omp atomic update
// AST-NEXT: hist[i % 4]++;
// AST: #pragma omp atomic read
// AST-NEXT: r = total[0];
