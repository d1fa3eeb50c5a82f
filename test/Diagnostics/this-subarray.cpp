// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 18: OpenMP maps the object `this` points to only as
// `this[:1]` or `this[0]`; another subarray or element of `this` has no
// OpenMP spelling (a fuzzing
// find: `copyin(this[0:0])` failed the OpenMP compile with "invalid 'this'
// expression on 'map' clause").

struct Grid {
  double v[4];
  void up() {
#pragma acc enter data copyin(this[0:1])
#pragma acc enter data copyin(this[:1])
    // expected-error@+1 {{'this[0:0]' of 'this' is not supported: OpenMP maps the object 'this' points to only as 'this[0]' or 'this[0:1]'}}
#pragma acc enter data copyin(this[0:0])
    // expected-error@+1 {{'this[0:2]' of 'this' is not supported}}
#pragma acc exit data delete(this[0:2])
#pragma acc exit data delete(this[0:1])
    // An element of `this` as item (a fuzzing find: `copyin(this[1])`).
#pragma acc enter data copyin(this[0])
    // expected-error@+1 {{'this[1]' of 'this' is not supported}}
#pragma acc enter data copyin(this[1])
    // expected-error@+1 {{'this[-1]' of 'this' is not supported}}
#pragma acc exit data copyout(this[-1])
  }
};
