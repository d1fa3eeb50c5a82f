// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A firstprivate subarray in a function template (the copy has the
// instantiation's element type) and a private one of a struct type
// (Transform/PrivateSubarrays.cpp; test/Execution/private-subarray.c has
// the rules).

#include <cstdio>

struct Pair {
  int a, b;
};

template <typename T> T sumPlusGang(T *c, int n, int gangs) {
  T *out = new T[gangs]();
#pragma acc parallel num_gangs(gangs) firstprivate(c[0:n]) copy(out[0:gangs])
  {
#pragma acc loop gang
    for (int g = 0; g < gangs; ++g) {
      c[0] += g; // the gang's copy only
      for (int i = 0; i < n; ++i)
        out[g] += c[i];
      c[0] -= g;
    }
  }
  T s = 0;
  for (int g = 0; g < gangs; ++g)
    s += out[g];
  delete[] out;
  return s;
}

int main() {
  int n = 50, gangs = 4;
  float *f = new float[n];
  long *l = new long[n];
  for (int i = 0; i < n; ++i) {
    f[i] = 1;
    l[i] = 2;
  }
  // 4 * 50 + (0 + 1 + 2 + 3) = 206; 4 * 100 + 6 = 406
  // CHECK: float 206 long 406 originals 1 2
  std::printf("float %g long %ld originals %g %ld\n", sumPlusGang(f, n, gangs),
              sumPlusGang(l, n, gangs), f[0], l[0]);
  Pair *p = new Pair[n];
  int total = 0;
#pragma acc parallel num_gangs(2) private(p[0:n]) copy(total)
  {
    for (int i = 0; i < n; ++i)
      p[i] = Pair{i, 1};
#pragma acc loop gang reduction(+:total)
    for (int g = 0; g < 2; ++g)
      total += p[n - 1].a + p[0].b;
  }
  // CHECK: pairs 100
  std::printf("pairs %d\n", total);
  delete[] f;
  delete[] l;
  delete[] p;
  return 0;
}
