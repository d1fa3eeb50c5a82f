// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=multicore -fsyntax-only %s
// RUN: %accc -acc=host -fsyntax-only %s

// ClauseChecks.cpp rule 23: for the GPU, a reduction across gangs of a
// subarray or element whose type's size is more than 4 bytes and not a
// multiple of 8 is not supported yet: clang 22's reduction across teams
// reads such records misaligned and the kernel stops ("misaligned address"
// on the H100, 2026-11-26). A whole variable is padded by the translation
// (Transform/TeamsReductionPads.cpp; test/Execution/reduction-struct-pads.c).
// Within one gang (serial, a vector loop) and for other sizes it works.

typedef struct { float x, y, z; } Vec3;           // 12 bytes
typedef struct { float x, y, z, w; } Vec4;        // 16 bytes
typedef struct { int a; } One;                    // 4 bytes

void f(int n, const float *p) {
  Vec3 s = {0, 0, 0};
  Vec4 t = {0, 0, 0, 0};
  One o = {0};
  Vec3 vs[4];
  // expected-error@+1 {{'reduction' of 'vs[0:4]' ('Vec3', 12 bytes) across gangs is not supported yet for the GPU: clang 22's reduction across teams reads records whose size is not a multiple of 8 bytes misaligned, and the kernel stops; pad the type to a multiple of 8 bytes}}
#pragma acc parallel loop reduction(+:vs[0:4]) copyin(p[0:n])
  for (int i = 0; i < n; ++i)
    vs[i % 4].x += p[i];
#pragma acc parallel loop reduction(+:s) copyin(p[0:n])
  for (int i = 0; i < n; ++i)
    s.x += p[i];
#pragma acc parallel loop reduction(+:t, o) copyin(p[0:n])
  for (int i = 0; i < n; ++i) {
    t.x += p[i];
    o.a += 1;
  }
#pragma acc parallel copyin(p[0:n])
  {
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      s.y += p[i];
  }
#pragma acc serial loop reduction(+:s) copyin(p[0:n])
  for (int i = 0; i < n; ++i)
    s.z += p[i];
#pragma acc parallel num_gangs(1) copyin(p[0:n])
  {
    Vec3 v = {0, 0, 0};
#pragma acc loop vector reduction(+:v)
    for (int i = 0; i < n; ++i)
      v.x += p[i];
  }
}
