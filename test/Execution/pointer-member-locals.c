// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %accc++ -x c++ -acc=host %s -o %t.hostxx && %t.hostxx | FileCheck %s --check-prefixes=CHECK,CXX
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %accc++ -x c++ -acc=gpu %s -o %t.gpuxx %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %if gpu %{ %t.gpuxx | FileCheck %s --check-prefixes=CHECK,CXX %}

// Pointer members whose targets a compute construct's data clauses name
// (Analysis/MemberReductions.cpp rule 4, Transform/MemberStandIns.cpp
// rule 5): on the GPU the region reads the pointer from a local set from
// the member, so neither the struct nor the pointer's device copy is
// needed. Members mapped one by one (GCC's struct-copyout-2: `enter data
// copyin(s.a, s.b, s.c[0:N])`, then `serial present(s.a, s.b, s.c[0:N])`,
// where clang's map of the struct's members for the construct spanned a..c
// and failed, "explicit extension not allowed"); members through a pointer
// with other members read on the device; a struct entered after its arrays
// with the struct also used whole (a routine reads it: no local, the
// attach); a kernels region; async constructs whose locals' blocks end
// before their kernels run; C++: a member function's `this->p`.

#include <stdio.h>
#include <stdlib.h>

#define N 1024

struct S1 { int a; int b; int *c; };
struct Grid { int n; double *u; double *v; };

#pragma acc routine seq
static double first(const struct Grid *g) { return g->u[0]; }

static void clobber(void) {
  volatile char junk[4096];
  for (int i = 0; i < 4096; ++i)
    junk[i] = (char)i;
}

#ifdef __cplusplus
struct Field {
  int n;
  double *d;
  void scale(double f) {
#pragma acc parallel loop present(d[0:n])
    for (int i = 0; i < n; ++i)
      d[i] *= f;
  }
};
#endif

int main(void) {
  struct S1 s;
  s.a = 1;
  s.b = 2;
  s.c = (int *)malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++)
    s.c[i] = i + 10;
#pragma acc enter data copyin(s.a, s.b, s.c[0:N])
#pragma acc serial present(s.a, s.b, s.c[0:N])
  {
    s.a = 3;
    s.b = 4;
    for (int i = 0; i < N; i++)
      s.c[i] = i + 20;
  }
#pragma acc exit data copyout(s.a, s.b, s.c[0:N])
  // CHECK: members apart: 3 4 20 1043
  printf("members apart: %d %d %d %d\n", s.a, s.b, s.c[0], s.c[N - 1]);

  struct Grid g0 = {N, (double *)malloc(N * sizeof(double)),
                    (double *)malloc(N * sizeof(double))};
  struct Grid *g = &g0;
  for (int i = 0; i < N; ++i) {
    g->u[i] = i;
    g->v[i] = 0;
  }
  // The arrays first, then the struct: its pointers attached by the
  // directive's own maps.
#pragma acc enter data copyin(g->u[0:N], g->v[0:N])
#pragma acc enter data copyin(g[0:1])
#pragma acc parallel loop present(g->u[0:g->n], g->v[0:g->n])
  for (int i = 0; i < g->n; ++i)
    g->v[i] = 2 * g->u[i] + g->n;
  // The kernels region reads g->n on the device from the struct's copy,
  // which its clause names whole.
#pragma acc kernels present(g[0:1], g->u[0:N], g->v[0:N])
  for (int i = 0; i < g->n; ++i)
    g->u[i] = g->v[i] + 1;
#pragma acc update self(g->v[0:N])
  double v512 = g->v[512], vLast = g->v[N - 1];
  // async: the kernels run after the local's block ends; the stack is
  // written over before the wait.
  for (int k = 0; k < 4; ++k) {
#pragma acc parallel loop present(g->u[0:N], g->v[0:N]) async(k % 2)
    for (int i = 0; i < g->n; ++i)
      g->v[i] += g->u[i];
#pragma acc wait(k % 2)
  }
  for (int k = 0; k < 8; ++k) {
#pragma acc parallel loop present(g->v[0:N]) async(1)
    for (int i = 0; i < g->n; ++i)
      g->v[i] += 1;
  }
  clobber();
#pragma acc wait
  // Used whole (a routine reads the struct): no local, the attach action.
  double f = 0;
#pragma acc serial present(g->u[0:N]) copy(f)
  f = first(g);
#pragma acc exit data copyout(g->u[0:N], g->v[0:N])
#pragma acc exit data delete(g[0:1])
  // CHECK: through a pointer: 2048 3070 1025 1025
  printf("through a pointer: %.0f %.0f %.0f %.0f\n", v512, vLast, g->u[0], f);
  // v: 2i + N, plus 4 u (2i + N + 1), plus 8.
  // CHECK: async: 10252 15362
  printf("async: %.0f %.0f\n", g->v[512], g->v[N - 1]);

#ifdef __cplusplus
  Field fl = {N, g->u};
#pragma acc enter data copyin(fl.d[0:N])
  fl.scale(0.5);
#pragma acc exit data copyout(fl.d[0:N])
  // CXX: member function: 512.5 1535.5
  printf("member function: %.1f %.1f\n", fl.d[0], fl.d[N - 1]);
#endif
  free(s.c);
  free(g->u);
  free(g->v);
  return 0;
}
