// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify=gpu,both %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify=both %s

// bind on member functions (OpenACC 3.3 sec. 2.15.1; lib/Frontend/
// RoutineBind.cpp rule 3, lib/Transform/RoutineToOMP.cpp rule 6): a
// non-static member function binds to a non-static member function of its
// class declared before it, which device code calls on the same object; a
// static one to a function that is not a member or to a static member
// function. The static forms whose variant accc cannot declare before the
// class are not supported yet for the GPU.

float freeDevice(float x);

struct Grid {
  int k = 0;
#pragma acc routine seq
  static float fastStatic(float x) { return x * 3; }
#pragma acc routine seq
  float fastMember(float x) { return x + k; }

  // both-error@+1 {{'bind(freeDevice)' names no non-static member function of the class of 'slowMember' declared before it, which device code would call on the same object in place of 'slowMember'}}
#pragma acc routine seq bind(freeDevice)
  float slowMember(float x) { return x; }

  // both-error@+1 {{'bind(fastStatic)' names no non-static member function of the class of 'slowMember2'}}
#pragma acc routine seq bind(fastStatic)
  float slowMember2(float x) { return x; }

  // both-error@+1 {{'bind(fastMember)' names a non-static member function, which needs an object, but device code calls it in place of static member function 'slowStatic'}}
#pragma acc routine seq bind(fastMember)
  static float slowStatic(float x) { return x; }

  // A member declared after the directive: the variant, in the class, does
  // not see it.
  // both-error@+1 {{'bind(laterMember)' names no function declared before this 'routine' directive}}
#pragma acc routine seq bind(laterMember)
  float slowMember3(float x) { return x; }
  float laterMember(float x) { return x; }

  typedef float Value;
  // gpu-error@+1 {{'bind' on the 'routine' directive of static member function 'slowTyped' is not supported yet for the GPU: its type names a type of its class (the variant must be declared before the class)}}
#pragma acc routine seq bind("typedDevice")
  static Value slowTyped(Value x) { return x; }
};

template <typename T> struct Box {
#pragma acc routine seq
  static T fast(T x) { return x; }
  // gpu-error@+1 {{'bind' on the 'routine' directive of static member function 'slow' is not supported yet for the GPU: it is a template or in one (the bound function's symbol is known only in each instantiation)}}
#pragma acc routine seq bind(fast)
  static T slow(T x) { return x; }
};

void local() {
  struct Local {
    // gpu-error@+1 {{'bind' on the 'routine' directive of static member function 'slow' is not supported yet for the GPU: its class is local or unnamed (the variant must be declared at namespace scope before it)}}
#pragma acc routine seq bind("localDevice")
    static float slow(float x) { return x; }
  };
}
