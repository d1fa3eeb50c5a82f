// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-ast-dump %s 2>/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels %s 2>/dev/null | FileCheck %s --check-prefix=DIRECT
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-direct-kernels %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.o %}

// Array reductions that OpenMP cannot do on the GPU (Analysis/
// AtomicReductions.cpp): each update of an element becomes an atomic
// update of the shared data, the reduction a shared variable, its implied
// copy kept. Before, each was an error ("not supported yet for the GPU":
// clang 22 reduces array sections there only with a length known when
// compiling, only where every other dimension has one element, crashes on a
// global array's, and OpenMP cannot reduce a deviceptr's). Host and
// multicore keep OpenMP's reductions.

#include <math.h>

float h[100];
int counts[64];

// A runtime length, the histogram's case.
void histogram(int n, int nb, const int *k, int *hist) {
#pragma acc parallel loop reduction(+:hist[0:nb]) copyin(k[0:n])
  for (int i = 0; i < n; ++i)
    hist[k[i] % nb] += 1;
}
// GPU-LABEL: void histogram(
// GPU: #pragma omp target teams distribute parallel for map(ompx_hold, to: k[0:n]) map(ompx_hold, tofrom: hist[0:nb]) shared(hist, k)
// GPU-NOT: reduction
// GPU: _Pragma("omp atomic update") hist[k[i] % nb] += 1;
// In the direct kernel each block has a copy of hist[0:nb] in its shared
// memory (AtomicReductions.cpp rule 4; DirectKernels.cpp rule 12).
// DIRECT-LABEL: void histogram(
// DIRECT: if (__accc_on_gpu(1) && {{.*}} && (long long)(nb) >= 0 && 0 + ((long long)(nb) * (long long)sizeof(int) + 15) / 16 * 16 <= 49152) {
// DIRECT: const int [[N:__accc_rc[0-9]+_n]] = (int)(nb);
// DIRECT: #pragma omp target teams ompx_bare num_teams({{.*}}) thread_limit({{.*}}) ompx_dyn_cgroup_mem((int)(((long long)(nb) * (long long)sizeof(int) + 15) / 16 * 16))
// DIRECT: int *const [[G:__accc_rc[0-9]+_g]] = hist + (0);
// DIRECT: int *const [[S:__accc_rc[0-9]+_s]] = (int *)((char *)llvm_omp_target_dynamic_shared_alloc() + {{.*}});
// DIRECT: for (int __accc_b = __accc_rt; __accc_b < [[N]]; __accc_b += __accc_rn) [[S]][__accc_b] = 0;
// DIRECT: ompx_sync_block_acq_rel();
// DIRECT: int *hist = [[S]] - (0);
// DIRECT: _Pragma("omp atomic update") hist[k[i] % nb] += 1;
// DIRECT: ompx_sync_block_acq_rel();
// DIRECT: for (int __accc_b = __accc_rt; __accc_b < [[N]]; __accc_b += __accc_rn) if ([[S]][__accc_b] != 0) _Pragma("omp atomic update") [[G]][__accc_b] += [[S]][__accc_b];
// DIRECT: } else {
// DIRECT: #pragma omp target teams distribute parallel for
// DIRECT: _Pragma("omp atomic update") hist[k[i] % nb] += 1;
// The dump: the loop's reduction and the one it implies on the construct,
// shared.
// DUMP-LABEL: OpenACCCombinedConstruct {{.*}} parallel loop
// DUMP: -shared(atomic reduction +) hist <imp>
// DUMP: <effective loop>
// DUMP: -shared(atomic reduction +) hist <exp>
// MC-LABEL: void histogram(
// MC: #pragma omp parallel for reduction(+: hist[0:nb])
// INFO: reduction-atomic-arrays.c:{{[0-9]+}}:{{[0-9]+}}: remark: reduction(+:hist[0:nb]): atomic updates of the shared data (line {{[0-9]+}}), as OpenMP cannot reduce a subarray whose length is not a constant on the GPU

// A global array's subarray, on a combined construct, the compute
// construct and a loop.
void global(int n) {
#pragma acc parallel loop reduction(+:h[0:10])
  for (int i = 0; i < n; ++i)
    h[i % 10] += 1;
#pragma acc parallel reduction(+:counts[8:8])
  {
    counts[8] += n;
  }
#pragma acc parallel
  {
#pragma acc loop reduction(+:h[:4])
    for (int i = 0; i < n; ++i)
      h[i % 4] += 1;
  }
}
// GPU-LABEL: void global(
// GPU: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: h[0:10]) shared(h)
// GPU: _Pragma("omp atomic update") h[i % 10] += 1;
// GPU: #pragma omp target teams map(ompx_hold, tofrom: counts) shared(counts)
// GPU: _Pragma("omp atomic update") counts[8] += n;
// GPU: #pragma omp target teams map(ompx_hold, tofrom: h[:4]) shared(h)
// GPU: #pragma omp distribute parallel for shared(n)
// GPU: _Pragma("omp atomic update") h[i % 4] += 1;
// INFO: remark: reduction(+:h[0:10]): atomic updates of the shared data (line {{[0-9]+}}), as OpenMP cannot reduce a subarray of a global array (clang 22 crashes) on the GPU

// A deviceptr's element, on a gang loop.
void devptr(int n, float *dp) {
#pragma acc parallel deviceptr(dp)
  {
#pragma acc loop gang reduction(+ : dp[1])
    for (int i = 0; i < n; ++i)
      dp[1] += 1;
  }
}
// GPU-LABEL: void devptr(
// GPU: #pragma omp target teams is_device_ptr(dp) shared(dp)
// GPU: _Pragma("omp atomic update") dp[1] += 1;
// INFO: remark: reduction(+:dp[1]): atomic updates of the shared data (line {{[0-9]+}}), as OpenMP cannot reduce a subarray of a 'deviceptr' pointer on the GPU

// A variable-length array on serial.
void vla(int n) {
  double v[n];
#pragma acc serial loop reduction(+ : v)
  for (int i = 0; i < n; ++i)
    v[i] += 1;
}
// GPU-LABEL: void vla(
// GPU: map(ompx_hold, tofrom: v) shared(v)
// GPU: _Pragma("omp atomic update") v[i] += 1;
// INFO: remark: reduction(+:v): atomic updates of the shared data (line {{[0-9]+}}), as OpenMP cannot reduce a variable-length array on the GPU

// Rows of an array of arrays beside one-row reductions OpenMP does; an
// update whose right side updates those.
void rows(int n) {
  int m[4][3], r[4][3], q[4][3];
#pragma acc parallel loop reduction(+ : m[1:2]) reduction(+ : r[1:1]) reduction(+ : q[1][0:2])
  for (int i = 0; i < n; ++i)
    m[1][i % 3] += r[1][i % 3] += q[1][i % 2] += 1;
}
// GPU-LABEL: void rows(
// GPU: map(ompx_hold, tofrom: m[1:2], r[1:1], q[1][0:2]) shared(m) reduction(+: r[1:1][0:3], q[1][0:2])
// GPU: _Pragma("omp atomic update") m[1][i % 3] += r[1][i % 3] += q[1][i % 2] += 1;
// INFO: remark: reduction(+:m[1:2]): atomic updates of the shared data (line {{[0-9]+}}), as OpenMP cannot reduce a subarray with more than one element in a dimension other than the innermost on the GPU

// Every form of update: `-` read as `+`, increments, `x = x op e`, max
// and min by function, conditional and guarded `if` (OpenMP 5.1's atomic
// compare, the value converted to the element's type), an OpenACC atomic
// (left as it is), and a vector loop without a clause (Reductions.cpp rule
// 5 implies one: no race warning; the one warning is clang's, of the VLA).
void forms(int n, int nb, const int *k, long *s, double *mx, float *mn,
           unsigned *bits) {
#pragma acc parallel loop gang copyin(k[0:n]) reduction(+ : s[0:nb]) reduction(max : mx[0:nb]) reduction(min : mn[0:nb]) reduction(^ : bits[0:nb])
  for (int i = 0; i < n; ++i) {
    s[i % nb] -= 1;
    ++s[k[i] % nb];
    s[k[i] % nb] = k[i] + s[k[i] % nb];
#pragma acc atomic update
    s[0] += 2;
    mx[i % nb] = fmax(mx[i % nb], k[i] * 0.5);
    mx[i % nb] = k[i] > mx[i % nb] ? k[i] : mx[i % nb];
    if (mn[i % nb] >= k[i])
      mn[i % nb] = k[i];
#pragma acc loop vector
    for (int j = 0; j < 4; ++j)
      bits[(i + j) % nb] ^= 1u << j;
  }
}
// WARN: warning: variable of array type 'double[n]'
// WARN-NOT: warning:
// GPU-LABEL: void forms(
// GPU-NOT: reduction(
// GPU: _Pragma("omp atomic update") s[i % nb] -= 1;
// GPU: _Pragma("omp atomic update") ++s[k[i] % nb];
// GPU: _Pragma("omp atomic update") s[k[i] % nb] = k[i] + s[k[i] % nb];
// GPU: #pragma omp atomic update
// GPU-NEXT: s[0] += 2;
// GPU: _Pragma("omp atomic compare") mx[i % nb] = mx[i % nb] < ((double)(k[i] * 0.5)) ? ((double)(k[i] * 0.5)) : mx[i % nb];
// GPU: _Pragma("omp atomic compare") mx[i % nb] = mx[i % nb] < ((double)(k[i])) ? ((double)(k[i])) : mx[i % nb];
// GPU: _Pragma("omp atomic compare") if (mn[i % nb] > ((float)(k[i])))
// GPU-NEXT: mn[i % nb] = ((float)(k[i]));
// GPU: #pragma omp parallel for shared(bits, i, nb)
// GPU: _Pragma("omp atomic update") bits[(i + j) % nb] ^= 1u << j;
// INFO: remark: reduction(+:s[0:nb]): atomic updates of the shared data (lines {{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}), as OpenMP
// INFO: remark: reduction(max:mx[0:nb]): atomic updates of the shared data (lines
// INFO: remark: reduction(min:mn[0:nb]): atomic updates of the shared data (line
// INFO: remark: reduction(^:bits[0:nb]): atomic updates of the shared data (line
