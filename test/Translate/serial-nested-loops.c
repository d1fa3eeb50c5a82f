// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// serial with a thread-level loop inside another loop: LLVM runs the nested
// parallel region of such a generic-mode kernel wrong in a team of one
// thread (the V&V suite's serial_private on the H100), so the team keeps
// its default size and the loop runs on one thread of it, in order.
void f(int n, double *a, double *d) {
  #pragma acc serial copy(a[0:10*n], d[0:10])
  {
    #pragma acc loop gang
    for (int x = 0; x < 10; ++x) {
      #pragma acc loop worker
      for (int y = 0; y < n; ++y)
        a[x * n + y] += 1;
      d[x] = a[x * n];
    }
  }
}
// CHECK: #pragma omp target teams map(ompx_hold, tofrom: a[0:10*n], d[0:10]) firstprivate(n) shared(a, d) num_teams(1){{$}}
// CHECK: #pragma omp distribute
// CHECK: #pragma omp parallel for num_threads(1)
