// RUN: not %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %accc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s

// accc compiles a translation whose directives may span fewer lines than the
// user's; '#line' markers make clang errors in the compile step (here an
// OpenMP pragma the OpenACC parse ignored) point at the user's file and line.
void f(int n, float *x) {
  int s = 0;
  #pragma acc parallel loop copy(x[0:n]) \
      firstprivate(n) \
      reduction(+:s)
  for (int i = 0; i < n; ++i) {
    s += i;
    // CHECK: line-markers.c:[[@LINE+1]]:17: error: expected an OpenMP directive
    #pragma omp bogus
    x[i] = s;
  }
}
