// gang(num: n), worker(n) and vector(n) on a loop (OpenACC 3.3 sec. 2.9.2 -
// 2.9.4) size the kernel the loop becomes; accc runs a compute region as one
// kernel, so they become its num_teams / thread_limit, as num_gangs,
// num_workers and vector_length would (lib/Analysis/DirectiveTree.cpp).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s

void f(float *a, int n) {
  // A combined parallel construct takes the loop's vector length.
  #pragma acc parallel loop gang vector(128) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // GPU: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) thread_limit(128)
  // MC: #pragma omp parallel for

  // kernels: gang(n) and vector(n) of a partitioned loop.
  #pragma acc kernels loop independent gang(32) vector(64) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // GPU: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n]) {{.*}}num_teams(32) thread_limit(64)
  // MC: #pragma omp parallel for {{.*}}num_threads(32)

  // A loop that kernels leaves sequential (auto, no independent) runs in one
  // gang, whatever its gang(n) says: every gang would repeat it.
  #pragma acc kernels loop gang(32) vector(64) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // GPU: #pragma omp target teams map(ompx_hold, tofrom: a[0:n], n) shared(n, a) num_teams(1) thread_limit(64)
  // MC: #pragma omp parallel {{.*}}num_threads(1)

  // worker(n) with vector(n): thread_limit is their product.
  #pragma acc kernels copy(a[0:n])
  {
    #pragma acc loop independent gang(num: n / 64) worker(4) vector(16)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
  // GPU: #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) {{.*}}num_teams(n / 64) thread_limit((4) * (16))

  // Two loops that disagree: the first one's size is used.
  #pragma acc kernels copy(a[0:n])
  {
    #pragma acc loop independent gang(16)
    for (int i = 0; i < n; i++)
      a[i] += 1;
    // expected-warning@+1 {{'gang(8)' on the loop is ignored: the compute construct already sets its number of gangs to '16' (accc runs the region as one kernel)}}
    #pragma acc loop independent gang(8)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }

  // A size that reads a variable of the region (the outer loop's control
  // variable, a block's local) cannot size the kernel, which is launched
  // before the region runs: ignored with a warning (a fuzzing find: the
  // hoisted `thread_limit(x)` named an undeclared variable).
  #pragma acc parallel loop copy(a[0:n])
  for (int x = 0; x < 10; ++x) {
    // expected-warning@+1 {{'vector(x)' on the loop is ignored: its vector length uses 'x', a variable of the compute construct, and accc sets the size of the kernel the region becomes when it is launched}}
    #pragma acc loop vector(x)
    for (int y = 0; y < 10; ++y)
      a[x * 10 + y] += 1;
  }
  // GPU: #pragma omp target teams distribute map(ompx_hold, tofrom: a[0:n]) {{.*}}num_teams
  // GPU-NOT: thread_limit({{x}})
  #pragma acc kernels copy(a[0:n])
  {
    int w = n / 4;
    // expected-warning@+1 {{'worker(w)' on the loop is ignored: its number of workers uses 'w'}}
    #pragma acc loop independent worker(w)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
  // GPU: #pragma omp target teams
  // GPU-NOT: thread_limit({{w}})
}
