// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC

// bind on member functions (OpenACC 3.3 sec. 2.15.1; lib/Transform/
// RoutineToOMP.cpp rule 6). A non-static member binds to a member declared
// before it: OpenMP's variant, called on the same object. A static member
// bound to a static member or to a symbol: clang 22 crashes on a static
// member function variant, so the variant is a declaration before the class
// whose symbol is the bound function's mangled name or the string.

float freeDevice(float x);

namespace phys {
struct Table {
  int k = 1;
#pragma acc routine seq
  static float fastStatic(float x) { return x * 3; }
#pragma acc routine seq bind(fastStatic)
  static float slowStatic(float x) { return x * 2; }
#pragma acc routine seq bind("symbolStatic")
  static float slowSymbol(float x) { return x * 4; }
#pragma acc routine seq bind(freeDevice)
  static float slowFree(float x) { return x * 5; }
#pragma acc routine seq
  float fastMember(float x) const { return x + 100 + k; }
#pragma acc routine seq bind(fastMember)
  float slowMember(float x) const { return x + k; }
#pragma acc routine seq bind("symbolMember")
  float slowMemberSymbol(float x) { return x + 2 * k; }
};
} // namespace phys
// GPU: namespace phys {
// GPU-NEXT: float (__accc_bind_Table_slowStatic)(float) __asm__("_ZN4phys5Table10fastStaticEf");
// GPU-NEXT: float (__accc_bind_Table_slowSymbol)(float) __asm__("symbolStatic");
// GPU-NEXT: struct Table {
// GPU: #pragma omp declare variant(__accc_bind_Table_slowStatic) match(device={kind(nohost)})
// GPU-NEXT: static float slowStatic(float x) { return x * 2; }
// GPU: #pragma omp declare variant(__accc_bind_Table_slowSymbol) match(device={kind(nohost)})
// GPU-NEXT: static float slowSymbol(float x) { return x * 4; }
// GPU: #pragma omp declare variant(freeDevice) match(device={kind(nohost)})
// GPU-NEXT: static float slowFree(float x) { return x * 5; }
// GPU: #pragma omp declare variant(fastMember) match(device={kind(nohost)})
// GPU-NEXT: float slowMember(float x) const { return x + k; }
// GPU: float (__accc_bind_slowMemberSymbol)(float) __asm__("symbolMember");
// GPU-NEXT: #pragma omp declare variant(__accc_bind_slowMemberSymbol) match(device={kind(nohost)})
// GPU-NEXT: float slowMemberSymbol(float x) { return x + 2 * k; }
// MC: namespace phys {
// MC-NEXT: struct Table {
// MC-NOT: {{^}}#pragma omp

// The named form inside the class: the variant goes before the member's
// first declaration.
struct Named {
#pragma acc routine seq
  static float fast(float x) { return x; }
  static float slow(float x);
#pragma acc routine(slow) seq bind(fast)
};
float Named::slow(float x) { return 2 * x; }
// GPU: float (__accc_bind_Named_slow)(float) __asm__("_ZN5Named4fastEf");
// GPU-NEXT: struct Named {
// GPU: #pragma omp declare variant(__accc_bind_Named_slow) match(device={kind(nohost)})
// GPU-NEXT: static float slow(float x);
// GPU-NEXT: #pragma omp declare target(slow)
