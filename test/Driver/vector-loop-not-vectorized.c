// RUN: %accc -acc=host -O2 -c %s -o %t.o 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %accc -acc=multicore -O2 -c %s -o %t.o 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %accc -acc=host -O2 -Wpass-failed -c %s -o %t.o 2>&1 | FileCheck --check-prefix=ASKED %s

// A `vector` loop is `omp simd` on the host; where LLVM cannot vectorize
// it, clang warned "loop not vectorized: ... the requested transformation"
// with no line (Rodinia's hotspot). OpenACC's vector level is a level of
// parallelism the compiler may use or not (nvc and GCC say nothing), so
// accc's compile passes -Wno-pass-failed unless the user names the group.
// QUIET-NOT: warning
// ASKED: warning: loop not vectorized

int pick(int);
void f(float *restrict out, const float *restrict in, int n) {
  #pragma acc parallel loop gang copyin(in[0:n]) copyout(out[0:n])
  for (int b = 0; b < n; b += 16) {
    #pragma acc loop vector
    for (int i = b; i < b + 16; i++) {
      float d;
      if (i == 0)
        d = in[1];
      else if (pick(i))
        d = in[i - 1] + in[i + 1];
      else
        d = 0;
      out[i] = d;
    }
  }
}
