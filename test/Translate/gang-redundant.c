// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC

// A compute construct with no gang loop (explicit or implicit) and no
// num_gangs runs in gang-redundant mode only: accc chooses one gang
// (num_teams(1) on the GPU, num_threads(1) on multicore), so a loop that
// `auto` made sequential runs once instead of racing with copies of itself.
// A gang loop anywhere, num_gangs, or `serial` keep their own geometry.

void recurrence(int n, float *a) {
  #pragma acc parallel loop auto copy(a[0:n])
  for (int x = 1; x < n; ++x)
    a[x] = a[x - 1] + a[x];
}
// GPU-LABEL: void recurrence(int n, float *a) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) num_teams(1)
// MC-LABEL: void recurrence(int n, float *a) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(a) num_threads(1)

void with_gang_loop(int n, float *a) {
  #pragma acc parallel copy(a[0:n])
  {
    a[0] = 0;
    #pragma acc loop gang
    for (int x = 1; x < n; ++x)
      a[x] += 1;
  }
}
// GPU-LABEL: void with_gang_loop(int n, float *a) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) shared(a) firstprivate(n)
// MC-LABEL: void with_gang_loop(int n, float *a) {
// MC-NEXT: #pragma omp parallel shared(a) firstprivate(n)

void with_num_gangs(int n, float *a) {
  #pragma acc parallel num_gangs(8) copy(a[0:1])
  a[0] = 1;
}
// GPU-LABEL: void with_num_gangs(int n, float *a) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:1]) shared(a) num_teams(8)
// MC-LABEL: void with_num_gangs(int n, float *a) {
// MC-NEXT: #pragma omp parallel shared(a) num_threads(8)
