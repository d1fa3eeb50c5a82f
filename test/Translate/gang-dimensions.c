// Multi-dimensional gangs (OpenACC 3.3 sec. 2.5.10 num_gangs with 2 and 3
// arguments, sec. 2.9.2 gang(dim:)): OpenMP's teams have one dimension, of
// the product of the dimensions; the outermost gang loop is distributed, and
// a gang(dim:) loop inside it runs in the team that runs the enclosing
// iteration (under the GPU threads mapping its iterations are that team's
// threads when nothing inside is partitioned; docs/Mapping.md,
// "Multi-dimensional gangs").
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

int ng(void);

void two(int n, float *x) {
  #pragma acc parallel num_gangs(n, ng()) copy(x[0:n * n])
  #pragma acc loop gang(dim:2)
  for (int i = 0; i < n; ++i) {
    #pragma acc loop gang(dim:1)
    for (int j = 0; j < n; ++j)
      x[i * n + j] += 1;
  }
}
// GPU-LABEL: void two(int n, float *x) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n * n]) firstprivate(n) shared(x) num_teams((n) * (ng()))
// GPU-NEXT: #pragma omp distribute
// GPU: #pragma omp parallel for shared(n, x, i)
// MC-LABEL: void two(int n, float *x) {
// MC-NEXT: {
// MC-NEXT: const int __accc_num_gangs = ((n) * (ng()));
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(x) num_threads(__accc_num_gangs < omp_get_max_threads() ? __accc_num_gangs : omp_get_max_threads())
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i) {
// MC-NEXT: for (int j = 0; j < n; ++j)

void three(int n, float *x) {
  #pragma acc parallel loop gang(dim:3) num_gangs(2, 3, 4) copy(x[0:n * n * n])
  for (int i = 0; i < n; ++i)
    #pragma acc loop gang(dim:2)
    for (int j = 0; j < n; ++j)
      #pragma acc loop gang(dim:1) vector
      for (int k = 0; k < n; ++k)
        x[(i * n + j) * n + k] += 1;
}
// GPU-LABEL: void three(int n, float *x) {
// GPU-NEXT: #pragma omp target teams distribute map(ompx_hold, tofrom: x[0:n * n * n]) firstprivate(n) shared(x) num_teams((2) * (3) * (4))
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: for (int j = 0; j < n; ++j)
// GPU-NEXT: #pragma omp parallel for shared(n, x, i, j)
// MC-LABEL: void three(int n, float *x) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(x) num_threads(((2) * (3) * (4)) < omp_get_max_threads() ? ((2) * (3) * (4)) : omp_get_max_threads())
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: for (int j = 0; j < n; ++j)
// MC-NEXT: #pragma omp simd

// INFO: gang-dimensions.c:15:{{.*}}remark: num_gangs with 2 dimensions: the gangs are their product, in one dimension
// INFO: gang-dimensions.c:16:{{.*}}remark: loop partitioned gang -> omp distribute
// INFO: gang-dimensions.c:18:{{.*}}remark: gang(dim:1) inside a gang loop: the gang that runs an iteration of the enclosing gang loop runs its iterations
// INFO: gang-dimensions.c:18:{{.*}}remark: loop partitioned vector(implicit) -> omp parallel for
// INFO: gang-dimensions.c:38:{{.*}}remark: loop runs sequentially (gang(dim:2) inside a gang loop: the gang that runs an iteration of the enclosing gang loop runs its iterations)
