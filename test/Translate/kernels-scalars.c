// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s

// Scalars written in `kernels` loops (DataAttributes.cpp rule 4a): a flag
// only some iterations set stays shared (an explicit copy clause wins, and
// without one kernels' implicit copy keeps the one copy the code after the
// loop reads); a temporary, assigned before every read in each iteration,
// is private, also where it belongs to an inner sequential loop
// (test/Execution/kernels-scalars.c runs them).
void f(int n, const int *frontier, const double *a, double *b, int *out) {
  int stop = 0, seen = 0;
  double t, u;
#pragma acc kernels loop independent copy(stop) copyin(frontier[0:n])
  for (int i = 0; i < n; ++i)
    if (frontier[i])
      stop = 1;
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(ompx_hold, tofrom: stop) {{.*}}firstprivate(n) shared(frontier, stop)
#pragma acc kernels loop independent copyin(frontier[0:n])
  for (int i = 0; i < n; ++i)
    if (frontier[i])
      seen = 1;
// CHECK: {{^}}#pragma omp target teams distribute parallel for {{.*}}map(ompx_hold, tofrom: seen) firstprivate(n) shared(frontier, seen)
#pragma acc kernels loop independent copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i) {
    t = a[i] * 2;
    b[i] = t + 1;
  }
// CHECK: {{^}}#pragma omp target teams distribute parallel for {{.*}}firstprivate(n) shared(a, b) private(t)
#pragma acc kernels copyout(b[0:n * n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        u = a[j] + i;
        b[i * n + j] = u;
      }
  }
// CHECK: {{^}}#pragma omp distribute parallel for {{.*}}private(u)
  out[0] = stop + seen;
}
