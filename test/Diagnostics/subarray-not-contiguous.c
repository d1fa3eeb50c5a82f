// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 20: a subarray in a data clause must be contiguous
// (OpenACC 3.3 sec. 2.7.1: "Any array or subarray in a data clause,
// including Fortran array pointers, must be a contiguous section of memory,
// except for dynamic multidimensional C arrays"). The OpenMP map of one
// failed to compile ("array section does not specify contiguous storage");
// a find of the sixth fuzzing run, `copyin(m[1:2][1])` of `double m[][8]`.

double g[4][8];
double g3[4][8][2];
struct S { double a[4][8]; } s;

void f(double m[][8], double **pp, int n) {
  // expected-error@+1 {{subarray 'm[1:2][1]' is not contiguous: its dimension '[1]' does not cover the whole array dimension, after a dimension of more than one element or of none; a data clause needs a contiguous subarray (OpenACC 3.3 sec. 2.7.1)}}
#pragma acc parallel copyin(m[1:2][1])
  { m[0][0] = 1; }
  // expected-error@+1 {{subarray 'g[0:2][0:3]' is not contiguous: its dimension '[0:3]' does not cover}}
#pragma acc enter data copyin(g[0:2][0:3])
  // expected-error@+1 {{subarray 'g[1:2][2:]' is not contiguous: its dimension '[2:]' does not cover}}
#pragma acc exit data delete(g[1:2][2:])
  // expected-error@+1 {{subarray 's.a[0:2][1:7]' is not contiguous: its dimension '[1:7]' does not cover}}
#pragma acc data copy(s.a[0:2][1:7])
  { }
  // expected-error@+1 {{subarray 'g3[1:2][0:8][1]' is not contiguous: its dimension '[1]' does not cover}}
#pragma acc parallel loop present(g3[1:2][0:8][1])
  for (int i = 0; i < n; ++i)
    g3[1][0][1] = i;
  // expected-error@+1 {{subarray 'g3[1:1][2:3][0:1]' is not contiguous: its dimension '[0:1]' does not cover}}
#pragma acc kernels create(g3[1:1][2:3][0:1])
  { g3[1][2][0] = 1; }

  // An empty dimension before an element: clang's OpenMP rejects the map
  // (a fuzzing find).
  // expected-error@+1 {{subarray 'm[0:0][1]' is not contiguous: its dimension '[1]' does not cover}}
#pragma acc data create(m[0:0][1])
  { }
  // Contiguous: one row's part, whole rows, one element of length-1 ranges.
#pragma acc enter data copyin(g[1][0:2]) create(g3[1][2:3][0:2])
#pragma acc enter data copyin(g[0:2][0:8]) create(g3[1:2][0:8][0:2])
#pragma acc enter data copyin(g[0:2][:], m[1:1][3])
#pragma acc enter data copyin(g[1:1][2:3])
  // Not known when compiling: not checked.
#pragma acc enter data copyin(m[0:n][0:3])
  // A pointer chain is one block per row, by design (rule 12).
#pragma acc enter data copyin(pp[0:2][0:3])
  // update may move a subarray that is not contiguous (sec. 2.14.4).
#pragma acc update self(m[1:2][1]) device(g[0:2][0:3])

  {
    double loc[4][8];
    // expected-error@+1 {{subarray 'loc[0:2][0:1]' is not contiguous}}
#pragma acc declare copyin(loc[0:2][0:1])
  }
}
