// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c -
// RUN: %accc -acc=host -fopenacc-print=acc %s | FileCheck %s --check-prefix=PRT-A

// Structs with struct, array and complex members, reduced member by member
// at every depth (OpenACC 3.3 sec. 2.5.15: "each array element or member
// of the composite variable individually"). clang 22's Sema takes a struct
// of scalars only and drops the others' items; accc parses again with
// those clauses read as `private` (Driver/ReductionItems.cpp). Each scalar
// gets one combiner expression, and the initializer follows the type's
// shape; an anonymous struct member's members are the struct's.

// 16 bytes: clang 22 cannot reduce a 12-byte record across teams on the GPU
// (ClauseChecks.cpp rule 23; test/Diagnostics/reduction-misaligned-gpu.c).
struct Inner { int k; float f[2]; int tag; };
typedef struct {
  double x;
  struct Inner in;
  struct { long c; };
  double v[2][2];
  _Complex double z;
} Nest;

// CHECK: {{^}}#pragma omp declare reduction(__accc_red_max_struct_Inner : struct Inner : omp_out.k = omp_in.k > omp_out.k ? omp_in.k : omp_out.k, omp_out.f[0] = omp_in.f[0] > omp_out.f[0] ? omp_in.f[0] : omp_out.f[0], omp_out.f[1] = omp_in.f[1] > omp_out.f[1] ? omp_in.f[1] : omp_out.f[1], omp_out.tag = omp_in.tag > omp_out.tag ? omp_in.tag : omp_out.tag) initializer(omp_priv = {(int)((unsigned int)1 << 31), {-__FLT_MAX__, -__FLT_MAX__}, (int)((unsigned int)1 << 31)})
// CHECK-NEXT: {{^}}#pragma omp declare reduction(__accc_red_add_Nest : Nest : omp_out.x += omp_in.x, omp_out.in.k += omp_in.in.k, omp_out.in.f[0] += omp_in.in.f[0], omp_out.in.f[1] += omp_in.in.f[1], omp_out.in.tag += omp_in.in.tag, omp_out.c += omp_in.c, omp_out.v[0][0] += omp_in.v[0][0], omp_out.v[0][1] += omp_in.v[0][1], omp_out.v[1][0] += omp_in.v[1][0], omp_out.v[1][1] += omp_in.v[1][1], omp_out.z += omp_in.z) initializer(omp_priv = {0, {0, {0, 0}, 0}, {0}, {{\{\{}}0, 0}, {0, 0}}, 0})
// CHECK-NEXT: {{^}}void nested(
void nested(int n, Nest *out, struct Inner *top) {
  Nest s = {0};
  struct Inner m = {0, {0, 0}};
#pragma acc parallel loop reduction(+:s) reduction(max:m)
  for (int i = 0; i < n; ++i) {
    s.x += 1;
    s.in.f[i % 2] += 0.5f;
    s.c += i;
    s.v[i % 2][1] += 2;
    s.z += 1.0i;
    m.k = i > m.k ? i : m.k;
  }
  // GPU: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: s, m) reduction(__accc_red_add_Nest: s) reduction(__accc_red_max_struct_Inner: m) firstprivate(n)
  // MC: #pragma omp parallel for reduction(__accc_red_add_Nest: s) reduction(__accc_red_max_struct_Inner: m) firstprivate(n)
  // PRT-A: #pragma acc parallel loop reduction(+:s) reduction(max:m)
  *out = s;
  *top = m;
}
