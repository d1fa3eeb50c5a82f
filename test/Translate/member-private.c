// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fopenacc-print=acc-omp %s 2>&1 | FileCheck %s --check-prefix=ACCOMP
// RUN: %accc -acc=gpu -fopenacc-ast-print=omp %s 2>&1 | FileCheck %s --check-prefix=AST
// RUN: %accc -acc=gpu -fopenacc-ast-dump -fsyntax-only %s 2>/dev/null | FileCheck %s --check-prefix=DUMP

// Members in private and firstprivate (Transform/MemberPrivates.cpp): a
// local copy with a unique name, and the member's uses in the region
// renamed to it. On a compute construct the copy is declared before the
// directive, which privatizes it (firstprivate: initialized from the
// member, an array by __builtin_memcpy); on a loop each iteration declares
// its own; a subarray of a member is copied as a variable's is, the local
// standing for the member. The object's other members are not renamed.

struct In { double a, b; };
struct S { double x; int n; double v[4]; struct In in; double *p; };

// GPU-LABEL: void compute(struct S s, struct S *ps, double *out) {
// MC-LABEL: void compute(struct S s, struct S *ps, double *out) {
void compute(struct S s, struct S *ps, double *out) {
  // GPU: {{^ *}}double __accc_private_s_x0 = s.x;
  // GPU-NEXT: double __accc_private_s_v1[4];
  // GPU-NEXT: __builtin_memcpy(&__accc_private_s_v1, &(s.v), sizeof(__accc_private_s_v1));
  // GPU-NEXT: #pragma omp target teams distribute {{.*}}firstprivate(__accc_private_s_x0, __accc_private_s_v1)
  // GPU-NEXT: for (int i = 0; i < s.n; ++i) {
  // GPU-NEXT: struct In __accc_private_ps_in2;
  // GPU-NEXT: {
  // GPU-NEXT: __accc_private_ps_in2.a = __accc_private_s_x0 * __accc_private_s_v1[i % 4];
  // GPU-NEXT: out[i] = __accc_private_ps_in2.a + __accc_private_ps_in2.b * 0;
  // GPU-NEXT: }
  // GPU-NEXT: }
  // GPU-NEXT: }
  // MC: {{^ *}}double __accc_private_s_x0 = s.x;
  // MC: #pragma omp parallel for {{.*}}firstprivate(__accc_private_s_x0, __accc_private_s_v1)
  // MC-NEXT: for (int i = 0; i < s.n; ++i) {
  // MC-NEXT: struct In __accc_private_ps_in2;
  #pragma acc parallel loop firstprivate(s.x, s.v) private(ps->in) copy(out[0:s.n]) copyin(s)
  for (int i = 0; i < s.n; ++i) {
    ps->in.a = s.x * s.v[i % 4];
    out[i] = ps->in.a + (*ps).in.b * 0;
  }
}
// The acc-omp mode keeps the OpenACC source, its OpenMP in comments.
// ACCOMP: {{^ *}}// double __accc_private_s_x0 = s.x;
// ACCOMP: {{^ *}}ps->in.a = s.x * s.v[i % 4];
// AST: {{^ *}}double __accc_private_s_x0 = s.x;
// AST: {{^ *}}__accc_private_ps_in2.a = __accc_private_s_x0 * __accc_private_s_v1[i % 4];
// DUMP: firstprivate s.x <exp>
// DUMP: private ps->in <exp>

// (The gang loop is one thread per team: an array in firstprivate is a gang
// copy that threads would share, docs/Mapping.md "GPU mapping" rule 6.)

// A loop's private members: in each iteration; a pointer member's
// subarray: a local array standing for the member.
// GPU-LABEL: void loop(int n, struct S s, double *out) {
void loop(int n, struct S s, double *out) {
  #pragma acc parallel copyin(s)
  {
    // GPU: {{^ *}}#pragma omp distribute parallel for
    // GPU-NEXT: for (int i = 0; i < n; ++i) {
    // GPU-NEXT: double __accc_private_s_p3_data[2];
    // GPU-NEXT: double *__accc_private_s_p3 = __accc_private_s_p3_data - (0);
    // GPU-NEXT: double __accc_private_s_x4;
    // GPU-NEXT: {
    // GPU-NEXT: __accc_private_s_p3[0] = __accc_private_s_x4 = i;
    // GPU-NEXT: __accc_private_s_p3[1] = s.n;
    #pragma acc loop private(s.p[0:2], s.x)
    for (int i = 0; i < n; ++i) {
      s.p[0] = s.x = i;
      s.p[1] = s.n;
      out[i] = s.p[0] + s.p[1];
    }
  }
}

// firstprivate of a member's subarray: copied from a host pointer that the
// directive maps, each gang's copy in the region.
// GPU-LABEL: void gangs(int n, struct S *ps, double *out) {
// MC-LABEL: void gangs(int n, struct S *ps, double *out) {
void gangs(int n, struct S *ps, double *out) {
  // GPU: {{^ *}}double *__accc_private_ps_p5_src = (double *)&ps->p[1];
  // GPU-NEXT: #pragma omp target teams {{.*}}map(to: __accc_private_ps_p5_src[0:n])
  // GPU-NEXT: {
  // GPU-NEXT: double *__accc_private_ps_p5_data = (double *)__builtin_malloc(sizeof(double) * (n));
  // GPU-NEXT: __builtin_memcpy(__accc_private_ps_p5_data, __accc_private_ps_p5_src, sizeof(double) * (n));
  // GPU-NEXT: double *__accc_private_ps_p5 = __accc_private_ps_p5_data - (1);
  // MC: {{^ *}}double *__accc_private_ps_p5_src = (double *)&ps->p[1];
  // MC-NEXT: #pragma omp parallel {{.*}}num_threads((2) < omp_get_max_threads() ? (2) : omp_get_max_threads())
  #pragma acc parallel num_gangs(2) firstprivate(ps->p[1:n]) copy(out[0:n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      out[i] = ps->p[1 + i];
  }
}
