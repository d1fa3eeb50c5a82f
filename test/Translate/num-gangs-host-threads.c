// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --check-prefix=HOST
// RUN: %accc -acc=multicore -fsyntax-only -Minfo=accel %s 2>&1 | FileCheck %s --check-prefix=INFO

// num_gangs on the host and multicore (ComputeToOMP.cpp,
// addLoopOnlyGangThreads): a region that is one gang loop runs that loop on
// the host's one thread, or on at most the threads OpenMP starts on
// multicore (one per core), not one thread per gang: num_gangs(n) of the
// trip count (NPB-ACC CG) started n threads per region, 30 s instead of
// 0.001. Gangs that run gang-redundant code keep one thread each.

int next(void);

// MC: #include <omp.h> /* accc: OpenMP routines used by the translation */
void f(int n, double *x) {
  // MC: #pragma omp parallel for {{.*}}num_threads((n) < omp_get_max_threads() ? (n) : omp_get_max_threads())
  // HOST: #pragma omp parallel for {{.*}}num_threads(1)
  // INFO: [[#@LINE+1]]:{{.*}}remark: num_gangs: the region is one gang loop, which at most the threads OpenMP starts (one per core) share, not one thread per gang
  #pragma acc parallel loop num_gangs(n) copyout(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = i;

  // The size is evaluated once, where it has side effects.
  // MC: const int __accc_num_gangs = (next());
  // MC-NEXT: #pragma omp parallel {{.*}}num_threads(__accc_num_gangs < omp_get_max_threads() ? __accc_num_gangs : omp_get_max_threads())
  // HOST: (void)((next()));
  // HOST-NEXT: #pragma omp parallel {{.*}}num_threads(1)
  #pragma acc parallel num_gangs(next()) copy(x[0:n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; i++)
      x[i] += 1;
  }

  // Gangs of two dimensions: the gang(dim:2) loop is the worksharing one.
  // MC: #pragma omp parallel {{.*}}num_threads(((n) * (2)) < omp_get_max_threads() ? ((n) * (2)) : omp_get_max_threads())
  // HOST: #pragma omp parallel {{.*}}num_threads(1)
  #pragma acc parallel num_gangs(n, 2) copy(x[0:2*n])
  #pragma acc loop gang(dim:2)
  for (int i = 0; i < n; i++) {
    #pragma acc loop gang(dim:1)
    for (int j = 0; j < 2; j++)
      x[2 * i + j] += 1;
  }

  // Gang-redundant code: each of the 4 gangs runs the statement.
  // MC: #pragma omp parallel {{.*}}num_threads(4)
  // HOST: #pragma omp parallel {{.*}}num_threads(4)
  #pragma acc parallel num_gangs(4) copy(x[0:n])
  {
    #pragma acc atomic update
    x[0] += 1;
    #pragma acc loop gang
    for (int i = 0; i < n; i++)
      x[i] += 1;
  }
}
