// Rule G5 in a template: a bound that is a template parameter stays as
// written (it is known per instantiation), a step that is one gets no
// num_teams (it is not a constant of the template).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines

template <int N, typename T> void rows(T *a, int n) {
  #pragma acc parallel loop gang copy(a[0:N * 8])
  for (int i = 0; i < N; ++i) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      a[i * 8 + j] = j;
  }
  #pragma acc parallel loop gang copy(a[0:8])
  for (int i = 0; i < n; i += N) {
    #pragma acc loop vector
    for (int j = 0; j < 8; ++j)
      a[j] = j;
  }
}
template void rows<4, float>(float *, int);
// CHECK-LABEL: template <int N, typename T> void rows(T *a, int n) {
// CHECK-NEXT: #pragma omp target teams distribute map(ompx_hold, tofrom: a[0:N * 8]) shared(a) num_teams(N < 65536 ? N : 65536)
// CHECK: #pragma omp target teams distribute map(ompx_hold, tofrom: a[0:8]) firstprivate(n) shared(a){{$}}
