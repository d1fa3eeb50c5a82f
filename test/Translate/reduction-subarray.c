// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=HOST
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c -

// A reduction of a subarray (OpenACC 3.3 sec. 2.5.15): the reduction and
// copy that the loop's reduction implies on the compute construct name the
// same subarray (Reductions.cpp rule 6). They named the variable: the
// pointer `hist` was reduced (an error in the OpenMP: "invalid operands to
// binary expression ('float *' and 'float *')") and mapped instead of its
// data, and a combined construct reduced the array twice (`reduction(+:
// part, part[0:8])`). Found by the fuzzing harness (docs/Testing.md).

void combined(int n, float *hist) {
#pragma acc parallel loop reduction(+:hist[0:10])
  for (int i = 0; i < n; ++i)
    hist[i % 10] += 1;
}
// GPU-LABEL: void combined(
// GPU: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: hist[0:10]) reduction(+: hist[0:10]) firstprivate(n)
// MC-LABEL: void combined(
// MC: #pragma omp parallel for reduction(+: hist[0:10]) firstprivate(n)
// HOST-LABEL: void combined(
// HOST: #pragma omp parallel for reduction(+: hist[0:10]) firstprivate(n) num_threads(1)

void loop_in_parallel(int n, float *hist) {
#pragma acc parallel
  {
#pragma acc loop gang reduction(+:hist[0:10])
    for (int i = 0; i < n; ++i)
      hist[i % 10] += 1;
  }
}
// GPU-LABEL: void loop_in_parallel(
// GPU: #pragma omp target teams map(ompx_hold, tofrom: hist[0:10]) reduction(+: hist[0:10]) firstprivate(n)
// GPU: #pragma omp distribute parallel for reduction(+: hist[0:10]) shared(n)
// MC-LABEL: void loop_in_parallel(
// MC: #pragma omp parallel reduction(+: hist[0:10]) firstprivate(n)
// HOST-LABEL: void loop_in_parallel(
// HOST: #pragma omp parallel reduction(+: hist[0:10]) firstprivate(n) num_threads(1)

void local_array(int n, float *out) {
  float part[8] = {0};
#pragma acc parallel loop reduction(+:part[0:8])
  for (int i = 0; i < n; ++i)
    part[i % 8] += 1;
  out[0] = part[0];
}
// GPU-LABEL: void local_array(
// GPU: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: part[0:8]) reduction(+: part[0:8]) firstprivate(n)
// MC-LABEL: void local_array(
// MC: #pragma omp parallel for reduction(+: part[0:8]) firstprivate(n)
// HOST-LABEL: void local_array(
// HOST: #pragma omp parallel for reduction(+: part[0:8]) firstprivate(n) num_threads(1)

// Rows of a two-dimensional array: OpenMP reduces sections of scalars only,
// so each inner dimension gets its whole range (a fuzzing find of seed 16).
void rows(int n) {
  float m[4][10], r[4][10];
#pragma acc parallel loop reduction(+:m[0:1]) reduction(+:r[2])
  for (int i = 0; i < n; ++i)
    m[0][i % 10] += r[2][i % 10] += 1;
}
// GPU-LABEL: void rows(
// GPU: reduction(+: m[0:1][0:10]) reduction(+: r[2:1][0:10])
// MC-LABEL: void rows(
// MC: #pragma omp parallel for reduction(+: m[0:1][0:10]) reduction(+: r[2:1][0:10])
