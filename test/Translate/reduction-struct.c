// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c -

// A reduction of a struct applies the operator to each member (OpenACC 3.3
// sec. 2.5.15). OpenMP has no built-in reduction of a struct: accc declares
// one per type and operator, before the first function that needs it, and
// names it in the reduction clauses (Transform/DeclaredReductions.cpp). A
// type without a name at file scope gets its declaration in the compound
// statement that opens the construct's translation, as `__typeof__` of the
// variable.

typedef struct { int n; double s; } Acc;
struct Range { float lo, hi; };
typedef struct { int i; unsigned u; long l; _Bool b; char c; } Bits;

// The first function that reduces Acc with `+` gets its declaration, once.
// CHECK: {{^}}#pragma omp declare reduction(__accc_red_add_Acc : Acc : omp_out.n += omp_in.n, omp_out.s += omp_in.s) initializer(omp_priv = {0, 0})
// CHECK-NEXT: double sum(int n, const double *a) {
double sum(int n, const double *a) {
  Acc t = {0, 0};
#pragma acc parallel loop reduction(+:t) copyin(a[0:n])
  for (int i = 0; i < n; ++i) {
    t.n += 1;
    t.s += a[i];
  }
  // GPU: #pragma omp target teams distribute parallel for map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: t) reduction(__accc_red_add_Acc: t) firstprivate(n) shared(a)
  // MC: #pragma omp parallel for reduction(__accc_red_add_Acc: t) firstprivate(n) shared(a)
  // HOST: #pragma omp parallel for reduction(__accc_red_add_Acc: t) firstprivate(n) shared(a) num_threads(1)
  return t.s / t.n;
}

// CHECK-NOT: {{^}}#pragma omp declare reduction(__accc_red_add_Acc
// CHECK: {{^}}#pragma omp declare reduction(__accc_red_min_struct_Range : struct Range : omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, omp_out.hi = omp_in.hi < omp_out.hi ? omp_in.hi : omp_out.hi) initializer(omp_priv = {__FLT_MAX__, __FLT_MAX__})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_max_struct_Range : struct Range : omp_out.lo = omp_in.lo > omp_out.lo ? omp_in.lo : omp_out.lo, omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) initializer(omp_priv = {-__FLT_MAX__, -__FLT_MAX__})
// CHECK-NEXT: void ranges(
void ranges(int n, const float *a, struct Range *hi, struct Range *lo,
            Acc *t) {
  // An array of structs: each element member by member; a gang loop's
  // reduction is the compute construct's too.
#pragma acc parallel copyin(a[0:n])
  {
#pragma acc loop gang reduction(max:hi[0:2]) reduction(min:lo[0:2])
    for (int i = 0; i < n; ++i) {
      hi[i % 2].lo = a[i] > hi[i % 2].lo ? a[i] : hi[i % 2].lo;
      lo[i % 2].hi = a[i] < lo[i % 2].hi ? a[i] : lo[i % 2].hi;
    }
  }
  // GPU: #pragma omp target teams map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: hi[0:2], lo[0:2]) reduction(__accc_red_max_struct_Range: hi[0:2]) reduction(__accc_red_min_struct_Range: lo[0:2])
  // GPU: #pragma omp distribute parallel for reduction(__accc_red_max_struct_Range: hi[0:2]) reduction(__accc_red_min_struct_Range: lo[0:2])
  // MC: #pragma omp parallel reduction(__accc_red_max_struct_Range: hi[0:2]) reduction(__accc_red_min_struct_Range: lo[0:2])
  // MC: #pragma omp for
  // HOST: #pragma omp parallel reduction(__accc_red_max_struct_Range: hi[0:2]) reduction(__accc_red_min_struct_Range: lo[0:2]) firstprivate(n) shared(a) num_threads(1)
#pragma acc parallel loop reduction(+:t[0:1])
  for (int i = 0; i < n; ++i)
    t[0].n += 1;
  // CHECK: reduction(__accc_red_add_Acc: t[0:1])
}

// Every operator: the identities of OpenACC 3.3 sec. 2.5.15's table (the
// least and the largest value of each type from its sign bit, of a
// floating type from <float.h>'s macros).
// CHECK: {{^}}#pragma omp declare reduction(__accc_red_or_Bits : Bits : omp_out.i = omp_out.i || omp_in.i, omp_out.u = omp_out.u || omp_in.u, omp_out.l = omp_out.l || omp_in.l, omp_out.b = omp_out.b || omp_in.b, omp_out.c = omp_out.c || omp_in.c) initializer(omp_priv = {0, 0, 0, 0, 0})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_and_Bits : Bits : omp_out.i = omp_out.i && omp_in.i, {{.*}}) initializer(omp_priv = {1, 1, 1, 1, 1})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_bitxor_Bits : Bits : omp_out.i ^= omp_in.i, {{.*}}) initializer(omp_priv = {0, 0, 0, 0, 0})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_bitor_Bits : Bits : omp_out.i |= omp_in.i, {{.*}}) initializer(omp_priv = {0, 0, 0, 0, 0})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_bitand_Bits : Bits : omp_out.i &= omp_in.i, omp_out.u &= omp_in.u, omp_out.l &= omp_in.l, omp_out.b &= omp_in.b, omp_out.c &= omp_in.c) initializer(omp_priv = {-1, (unsigned int)-1, -1, 1, -1})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_mul_Bits : Bits : omp_out.i *= omp_in.i, {{.*}}) initializer(omp_priv = {1, 1, 1, 1, 1})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_min_Bits : Bits : omp_out.i = omp_in.i < omp_out.i ? omp_in.i : omp_out.i, {{.*}}) initializer(omp_priv = {(int)(((unsigned int)1 << 31) - 1), (unsigned int)-1, (long)(((unsigned long)1 << 63) - 1), 1, (char)(((unsigned char)1 << 7) - 1)})
// CHECK-NEXT: #pragma omp declare reduction(__accc_red_max_Bits : Bits : omp_out.i = omp_in.i > omp_out.i ? omp_in.i : omp_out.i, {{.*}}) initializer(omp_priv = {(int)((unsigned int)1 << 31), 0, (long)((unsigned long)1 << 63), 0, (char)((unsigned char)1 << 7)})
// CHECK-NEXT: void operators(
void operators(int n, Bits *a, Bits *b, Bits *c, Bits *d, Bits *e, Bits *f,
               Bits *g, Bits *h) {
#pragma acc parallel loop reduction(max:a[0:1]) reduction(min:b[0:1]) reduction(*:c[0:1]) reduction(&:d[0:1]) reduction(|:e[0:1]) reduction(^:f[0:1]) reduction(&&:g[0:1]) reduction(||:h[0:1])
  for (int i = 0; i < n; ++i)
    a[0].i += i;
  // GPU: reduction(__accc_red_max_Bits: a[0:1]) reduction(__accc_red_min_Bits: b[0:1]) reduction(__accc_red_mul_Bits: c[0:1]) reduction(__accc_red_bitand_Bits: d[0:1]) reduction(__accc_red_bitor_Bits: e[0:1]) reduction(__accc_red_bitxor_Bits: f[0:1]) reduction(__accc_red_and_Bits: g[0:1]) reduction(__accc_red_or_Bits: h[0:1])
  // MC: #pragma omp parallel for reduction(__accc_red_max_Bits: a[0:1]) {{.*}} reduction(__accc_red_or_Bits: h[0:1]) firstprivate(n)
}

// A type declared in the function, and one without a name: declared
// before the construct, in the compound statement its translation opens.
// CHECK-LABEL: void local(
void local(int n) {
  struct Local { int k; } loc = {0};
  struct { double x; } anon = {0};
#pragma acc parallel loop reduction(+:loc, anon)
  for (int i = 0; i < n; ++i) {
    loc.k += 1;
    anon.x += 0.5;
  }
}
// CHECK: struct { double x; } anon = {0};
// CHECK-NEXT: {
// CHECK-NEXT: {{^}}#pragma omp declare reduction(__accc_red_add_Local : __typeof__(loc) : omp_out.k += omp_in.k) initializer(omp_priv = {0})
// CHECK-NEXT: {{^}}#pragma omp declare reduction(__accc_red_add_unnamed : __typeof__(anon) : omp_out.x += omp_in.x) initializer(omp_priv = {0})
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: loc, anon) reduction(__accc_red_add_Local: loc) reduction(__accc_red_add_unnamed: anon)
// MC-NEXT: #pragma omp parallel for reduction(__accc_red_add_Local: loc) reduction(__accc_red_add_unnamed: anon) firstprivate(n)
// HOST-NEXT: #pragma omp parallel for reduction(__accc_red_add_Local: loc) reduction(__accc_red_add_unnamed: anon) firstprivate(n) num_threads(1)
